import { escapeHtml as esc } from "./escape";

/**
 * What every hosted checkout page shares: the document head, the base stylesheet (colours, type,
 * alerts, the footer) and the lock icon. Pure, so the designer preview draws the same document.
 */

export const LOCK_ICON =
  '<svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>';

/** The service's colours and type; a page adds its own layout after this. */
export const BASE_CSS = `:root{--ink:#0F172A;--muted:#475569;--line:#CBD5E1;--bg:#FFFFFF;--danger:#B91C1C;--ok:#15803D}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:var(--bg)}
.alert{border-radius:10px;padding:12px 14px;margin:0 0 16px;font-size:15px}
.alert-error{background:#FEF2F2;color:#7F1D1D;border:1px solid #FECACA}
.alert-ok{background:#F0FDF4;color:#14532D;border:1px solid #BBF7D0}
.alert-info{background:#EFF6FF;color:#1E3A8A;border:1px solid #BFDBFE}
.alert-title{font-weight:700;display:block}
.secure{font-size:13px;color:var(--muted);margin:14px 0 0;text-align:center}
.site-footer{font-size:12px;color:var(--muted);text-align:center;padding:16px 0}
.secure svg,.site-footer svg{vertical-align:-2px;margin-right:6px}
[hidden]{display:none!important}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

/** What a page needs its Content-Security-Policy to allow (server/payments/hosted-checkout/csp.ts writes it). */
export interface PagePolicy {
  /** The page's one stylesheet, allowed by its SHA-256. Without it no style applies. */
  css?: string;
  /** Scripts served by this origin (the SDK, the link checkout's script). */
  selfScripts?: boolean;
  /** This response's nonce, for inline scripts. */
  nonce?: string;
  /** Frames from this origin: the 3-D Secure challenge shown in the page's modal (`frame-src 'self'`). */
  frameSelf?: boolean;
  /** Images from data: URLs (the Pix QR code, an SVG made by the server): `data:` joins img-src. */
  dataImages?: boolean;
  /** A merchant's logo hosted elsewhere: its origin alone joins img-src. */
  externalImageUrl?: string | null;
  /**
   * The one origin allowed to frame the page (the 3-D Secure challenge, framed by the page that started
   * it: docs/api/three-ds.md). Every other page is never framed.
   */
  frameAncestor?: string | null;
}

/** A rendered page and what its CSP must allow: hostedPageHeaders(page) derives the policy from it. */
export interface RenderedPage extends PagePolicy {
  html: string;
  /** The page's one stylesheet. */
  css: string;
}

/** The line at the foot of every page: who processes the payment, under the lock. */
export function secureFooter(text: string): string {
  return `<footer class="site-footer">${LOCK_ICON}${esc(text)}</footer>`;
}

export interface DocumentInput {
  lang: string;
  title: string;
  /** The page's whole stylesheet (BASE_CSS and its own): one <style> block, allowed by its hash. */
  css: string;
  /** The favicon; the service's own unless the merchant has a logo. */
  icon?: string | null;
  body: string;
  /** Script elements, after the content. */
  scripts?: string;
}

export function renderDocument(d: DocumentInput): string {
  return `<!doctype html>
<html lang="${esc(d.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${esc(d.title)}</title>
<link rel="icon" href="${esc(d.icon ?? "/icon.svg")}">
<style>${d.css}</style>
</head>
<body>
${d.body}
${d.scripts ?? ""}
</body>
</html>`;
}

/** A page for an id that leads nowhere: the same look, nothing to do. */
export function renderNotFound(lang: string, title: string, text: string): RenderedPage {
  const css = `${BASE_CSS}.missing{max-width:420px;margin:18vh auto 0;padding:0 20px;text-align:center}
.missing h1{font-size:22px;line-height:1.3;margin:0 0 8px}.missing p{color:var(--muted);margin:0}`;
  const body = `<main class="missing"><h1>${esc(title)}</h1><p>${esc(text)}</p></main>`;
  return { html: renderDocument({ lang, title, css, body }), css };
}
