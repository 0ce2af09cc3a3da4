import type { PixKeyLookupRequest, PixKeyLookupResult } from "./types";

/** The sandbox's Pix directory places every key at this institution. */
export const SANDBOX_PIX_KEY_BANK = "001";

/**
 * The documented test keys of the sandbox's key directory (docs/api/test-cards.md, "Pix key directory"), so
 * that integrators and tests can force each answer. A real DICT lookup replaces the whole of this file.
 */
export const SANDBOX_PIX_DIRECTORY = {
  /** The owner of every "someone else's" key: a valid CPF that no test merchant uses. */
  someoneElse: { document: "11144477735", name: "Terceiro Sandbox" },
  /** E-mail keys at these domains: someone else's, not registered, or the directory does not answer. */
  someoneElsesDomain: "terceiro.example",
  unregisteredDomain: "nao-registrada.example",
  unavailableDomain: "indisponivel.example",
  someoneElsesPhone: "+5511900000001",
  unregisteredPhone: "+5511900000000",
  someoneElsesRandomKey: "00000000-0000-4000-8000-000000000001",
  unregisteredRandomKey: "00000000-0000-4000-8000-000000000000",
} as const;

const D = SANDBOX_PIX_DIRECTORY;

function answerOf(req: PixKeyLookupRequest): "asker" | "someone_else" | "not_found" | "unavailable" {
  switch (req.keyType) {
    case "cpf":
    case "cnpj":
      // A document key is owned by that document, as in DICT.
      return "asker";
    case "email": {
      const domain = req.key.slice(req.key.lastIndexOf("@") + 1);
      if (domain === D.someoneElsesDomain) return "someone_else";
      if (domain === D.unregisteredDomain) return "not_found";
      if (domain === D.unavailableDomain) return "unavailable";
      return "asker";
    }
    case "phone":
      if (req.key === D.someoneElsesPhone) return "someone_else";
      if (req.key === D.unregisteredPhone) return "not_found";
      return "asker";
    case "random":
      if (req.key === D.someoneElsesRandomKey) return "someone_else";
      if (req.key === D.unregisteredRandomKey) return "not_found";
      return "asker";
  }
}

/**
 * The sandbox's answer to a key lookup: a CPF or CNPJ key belongs to that document; any other key belongs to
 * whoever asks, except the documented test keys above.
 */
export function lookupSandboxPixKey(req: PixKeyLookupRequest): PixKeyLookupResult {
  const answer = answerOf(req);
  if (answer === "not_found" || answer === "unavailable") return { status: answer };
  if (answer === "someone_else")
    return { status: "found", owner: { ...D.someoneElse, bankCode: SANDBOX_PIX_KEY_BANK } };
  const document = req.keyType === "cpf" || req.keyType === "cnpj" ? req.key : req.askedBy.document;
  return { status: "found", owner: { document, name: "Titular Sandbox", bankCode: SANDBOX_PIX_KEY_BANK } };
}
