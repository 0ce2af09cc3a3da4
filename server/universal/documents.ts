import { cnpj, cpf } from "cpf-cnpj-validator";

export type DocumentKind = "cpf" | "cnpj";

/**
 * A CPF or CNPJ as typed (digits only or punctuated; a CNPJ may be alphanumeric, the Receita Federal's
 * format from July 2026) in its canonical form: no punctuation, letters upper case. Check digits are
 * verified by cpf-cnpj-validator; anything but digits, letters and the usual punctuation is refused
 * rather than silently dropped.
 */
export function canonicalDocument(
  value: string,
  accept: readonly DocumentKind[] = ["cpf", "cnpj"],
): { kind: DocumentKind; value: string } | undefined {
  if (!/^[0-9A-Za-z.\-/ ]{1,30}$/.test(value)) return undefined;
  const stripped = value.replace(/[.\-/ ]/g, "").toUpperCase();
  if (accept.includes("cpf") && /^\d{11}$/.test(stripped) && cpf.isValid(stripped, true)) {
    return { kind: "cpf", value: stripped };
  }
  if (accept.includes("cnpj") && /^[0-9A-Z]{12}\d{2}$/.test(stripped) && cnpj.isValid(stripped, true)) {
    return { kind: "cnpj", value: stripped };
  }
  return undefined;
}
