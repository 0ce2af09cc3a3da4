/**
 * Masks of the API, the dashboard and events (docs/api/recipients.md): enough to recognise one's own
 * account or key, never enough to reuse it.
 */

/** CPF the way gov.br shows it (`***.456.789-**`); CNPJ keeps the company root (public) and hides the rest. */
export function maskDocument(document: string): string {
  if (document.length === 11) return `***.${document.slice(3, 6)}.${document.slice(6, 9)}-**`;
  if (document.length === 14) return `${document.slice(0, 2)}.${document.slice(2, 5)}.${document.slice(5, 8)}/****-**`;
  return "*".repeat(document.length);
}

/** The last digits of an account number: at most 4, and never more than half of it. */
export function maskAccountNumber(accountNumber: string): string {
  const shown = Math.min(4, Math.floor(accountNumber.length / 2));
  return "*".repeat(accountNumber.length - shown) + accountNumber.slice(accountNumber.length - shown);
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  return `${local.slice(0, 1)}***${email.slice(at)}`;
}

/** `+5511*****4321`: country, area code and the last 4 digits. */
export function maskPhone(phone: string): string {
  return phone.slice(0, 5) + "*".repeat(phone.length - 9) + phone.slice(-4);
}

/** A random key keeps its first and last 4 characters. */
export function maskRandomKey(key: string): string {
  return key.slice(0, 4) + key.slice(4, -4).replace(/[0-9a-f]/g, "*") + key.slice(-4);
}
