import { createHash, randomBytes } from "node:crypto";
import type { PagePolicy } from "@/server/universal/checkout-page/shell";

export type { PagePolicy };

/**
 * The Content-Security-Policy and the other security headers of every hosted checkout answer
 * (docs/api/hosted-checkout.md). Server only: the designer preview renders the pages without them.
 */

/** A fresh nonce for one response's inline scripts; never reused across responses. */
export function cspNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Nothing by default; scripts only from here or by this response's nonce; the stylesheet only by
 * its hash (no 'unsafe-inline' anywhere); calls and form posts only to here; frames (the 3-D Secure
 * challenge) only from here and only where asked; never framed itself (but the challenge, by its one origin).
 */
export function contentSecurityPolicy(p: PagePolicy = {}): string {
  const scripts = [p.selfScripts ? "'self'" : "", p.nonce ? `'nonce-${p.nonce}'` : ""].filter(Boolean);
  const style = p.css === undefined ? "'none'" : `'sha256-${createHash("sha256").update(p.css).digest("base64")}'`;
  let images = p.dataImages ? "'self' data:" : "'self'";
  if (p.externalImageUrl) {
    try {
      const { protocol, origin } = new URL(p.externalImageUrl);
      if (protocol === "https:" || protocol === "http:") images += ` ${origin}`;
    } catch {
      /* not a URL: nothing added */
    }
  }
  return [
    "default-src 'none'",
    `script-src ${scripts.length ? scripts.join(" ") : "'none'"}`,
    `style-src ${style}`,
    `img-src ${images}`,
    "connect-src 'self'",
    // Only a page that shows the 3-D Secure challenge frames anything, and only from here.
    ...(p.frameSelf ? ["frame-src 'self'"] : []),
    "form-action 'self'",
    `frame-ancestors ${p.frameAncestor ? p.frameAncestor : "'none'"}`,
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * Headers of an HTML answer of the checkout: its CSP, no framing (for browsers that predate
 * frame-ancestors), no MIME sniffing, no referrer (the page's URL is the buyer's capability to
 * pay), and no caching (the page shows a charge's live state).
 */
export function hostedPageHeaders(policy: PagePolicy = {}): Record<string, string> {
  return {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": contentSecurityPolicy(policy),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
  };
}
