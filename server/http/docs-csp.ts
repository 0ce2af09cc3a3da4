import { randomBytes } from "node:crypto";

/**
 * The Content-Security-Policy of the API reference page (`/docs`, app/docs/route.ts). The page is the
 * vendored Scalar bundle (public/vendor) started by one inline script that carries the OpenAPI document;
 * that script runs by this response's nonce, the bundle because it is ours ('self'), nothing else.
 * Styles allow 'unsafe-inline': the bundle injects its stylesheets at run time and a style cannot run
 * code. Its "try it" calls go to this service only (the document's server is "/"), images may be data:
 * or blob: (response previews), fonts only ours (no web fonts are loaded). Never framed.
 */
export function docsCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** The page's inline scripts (those without `src`) get `nonce`: each response its own. */
export function withScriptNonce(html: string): { html: string; nonce: string } {
  const nonce = randomBytes(16).toString("base64");
  return { html: html.replace(/<script\b(?![^>]*\bsrc=)/g, `<script nonce="${nonce}"`), nonce };
}
