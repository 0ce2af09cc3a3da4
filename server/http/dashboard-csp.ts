/**
 * The Content-Security-Policy of the dashboard's pages (set per request by proxy.ts, where the nonce
 * is made). Next reads the nonce from the request's policy and puts it on its own scripts (the
 * runtime, the page bundles, the inline RSC payload), so scripts run only by this response's nonce
 * ('strict-dynamic' lets those load their chunks): no 'unsafe-inline' for scripts. Styles allow
 * 'unsafe-inline': React's `style` attributes and the charts need it, and a style cannot run code.
 * Images may come from https (a merchant's logo in the payment-link designer). Never framed.
 *
 * The hosted pages, the API, the SDK and static files are not dashboard pages: they keep their own
 * headers (server/payments/hosted-checkout/csp.ts for the checkouts), see `hasDashboardCsp`.
 */
export function dashboardCsp(nonce: string, opts: { dev: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${opts.dev ? " http:" : ""}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** Paths answered by route handlers with headers of their own, or static files: no dashboard policy. */
const NOT_DASHBOARD =
  /^\/(v1|api|pay|checkout|receipts|tokenize|sdk|3ds|docs|media|health|ready|metrics|internal|vendor|_next)(\/|$)|^\/[^/]+\.(js|svg|ico|png|txt|json|css|map|webmanifest)$/;

/** Whether a path is a dashboard page (sign-in, account and the (dashboard) screens). */
export function hasDashboardCsp(pathname: string): boolean {
  return !NOT_DASHBOARD.test(pathname);
}
