import { ValidationError } from "@/server/platform/errors";
import { canonicalDocument } from "@/server/universal/documents";

/** A merchant's CPF or CNPJ in its stored form; a wrong check digit is a validation error on `document`. */
export function merchantDocument(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const doc = canonicalDocument(value);
  if (!doc) throw new ValidationError("Not a valid CPF or CNPJ.", "document");
  return doc.value;
}
