/** What tells merchants apart when their names repeat: the document, else the e-mail. */
export interface MerchantIdentity {
  id: string;
  name: string;
  email?: string;
  document?: string | null;
}

/** A CPF (`529.982.247-25`) or CNPJ (`11.222.333/0001-81`, also alphanumeric) as people write it. */
export function formatDocument(doc: string): string {
  if (doc.length === 11) return `${doc.slice(0, 3)}.${doc.slice(3, 6)}.${doc.slice(6, 9)}-${doc.slice(9)}`;
  if (doc.length === 14)
    return `${doc.slice(0, 2)}.${doc.slice(2, 5)}.${doc.slice(5, 8)}/${doc.slice(8, 12)}-${doc.slice(12)}`;
  return doc;
}

/** The second line of a merchant: its document, or its e-mail when it has none. */
export function merchantDetail(m: MerchantIdentity): string {
  if (m.document) return formatDocument(m.document);
  return m.email ?? "";
}

/** Whether a merchant matches what was typed: part of the name or e-mail, or the document's digits. */
export function matchesMerchant(m: MerchantIdentity, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (m.name.toLowerCase().includes(q) || (m.email ?? "").toLowerCase().includes(q)) return true;
  const digits = q.replace(/[.\-/\s]/g, "").toUpperCase();
  return !!digits && !!m.document && m.document.includes(digits);
}
