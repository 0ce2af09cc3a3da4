import { z } from "zod";
import { canonicalDocument } from "./documents";

export type PixKeyType = "cpf" | "cnpj" | "email" | "phone" | "random";

/** Pix e-mail keys are at most 77 characters in Banco Central's key directory (DICT). */
const MAX_EMAIL_KEY = 77;
const email = z.email();
const uuid = z.uuid();

/**
 * A Pix key of its type in the canonical form the key directory uses (docs/api/recipients.md), or an
 * error message fit for the `key` field:
 * - cpf / cnpj: check digits verified, stored without punctuation;
 * - email: lower case, at most 77 characters;
 * - phone: Brazilian E.164, `+55`, a two-digit area code and 9 digits starting with 9 (Pix phone keys are mobiles);
 *   spaces, hyphens and parentheses are tolerated on input;
 * - random: a UUID, lower case.
 */
export function canonicalPixKey(
  type: PixKeyType,
  key: string,
): { ok: true; key: string } | { ok: false; message: string } {
  const value = key.trim();
  switch (type) {
    case "cpf":
    case "cnpj": {
      const doc = canonicalDocument(value, [type]);
      return doc ? { ok: true, key: doc.value } : { ok: false, message: `Not a valid ${type.toUpperCase()}.` };
    }
    case "email": {
      const lower = value.toLowerCase();
      if (lower.length > MAX_EMAIL_KEY) return { ok: false, message: `At most ${MAX_EMAIL_KEY} characters.` };
      return email.safeParse(lower).success ? { ok: true, key: lower } : { ok: false, message: "Not a valid e-mail." };
    }
    case "phone": {
      const compact = value.replace(/[\s()-]/g, "");
      return /^\+55[1-9]{2}9\d{8}$/.test(compact)
        ? { ok: true, key: compact }
        : { ok: false, message: "A Brazilian phone in E.164 form: +55, the area code and the number." };
    }
    case "random": {
      const lower = value.toLowerCase();
      return uuid.safeParse(lower).success
        ? { ok: true, key: lower }
        : { ok: false, message: "A random key is a UUID (e.g. 123e4567-e89b-42d3-a456-426614174000)." };
    }
  }
}
