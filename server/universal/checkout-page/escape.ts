/**
 * Escaping for the hosted checkout pages. Every value that reaches the HTML (merchant names, link
 * titles and descriptions, item names, translations, URLs) goes through one of these; see
 * docs/api/hosted-checkout.md.
 */

/** Text and attribute values: the five characters that can end a text node or a quoted attribute. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A value as JSON inside a <script> (inline code or a JSON data block): `<`, `>`, `&` and the two
 * line separators JavaScript treats as line ends are escaped, so no value can close the element.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** A link the buyer may follow: http(s) only, so a stored `javascript:` URL never becomes a link. */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}
