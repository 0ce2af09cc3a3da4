/**
 * The headers every answer of the site carries, whoever makes it: Next adds them to what it serves
 * (next.config.ts, `headers()`), and the custom server to the API calls it serves itself
 * (server/http/serve-api-directly.ts). They win over a route's own.
 */
export const NOSNIFF: [string, string] = ["X-Content-Type-Options", "nosniff"];
// HTTPS only from the first visit on, for two years (browsers ignore it over plain http, so development on
// http://localhost is unaffected). The dashboard's CSP is set by proxy.ts.
export const STRICT_TRANSPORT: [string, string] = ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"];
/** Not on the hosted checkouts, which set a stricter policy themselves (no referrer at all, docs/api/hosted-checkout.md). */
export const REFERRER_POLICY: [string, string] = ["Referrer-Policy", "strict-origin-when-cross-origin"];
/** Not on the hosted checkouts and the SDK's frames, which merchants' pages embed. */
export const NO_FRAMING: [string, string] = ["X-Frame-Options", "DENY"];

/** What an API answer (`/v1`, `/tokenize`) gets: all four. */
export const SITE_HEADERS: [string, string][] = [NOSNIFF, STRICT_TRANSPORT, REFERRER_POLICY, NO_FRAMING];
