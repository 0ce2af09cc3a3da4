import { hostedPageHeaders } from "@/server/payments/hosted-checkout/csp";

/**
 * Every HTML answer of a route (the hosted pages and their error pages) carries the headers of a hosted
 * page. A page that set its own (its CSP with its stylesheet hash and nonce) keeps them; anything missing
 * is filled from the strictest policy, so an error page can run and load nothing.
 */
export function withSecurityHeaders(res: Response): Response {
  const missing = Object.entries(hostedPageHeaders()).filter(([k]) => !res.headers.has(k));
  if (missing.length === 0) return res;
  try {
    for (const [k, v] of missing) res.headers.set(k, v);
    return res;
  } catch {
    const headers = new Headers(res.headers);
    for (const [k, v] of missing) headers.set(k, v);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  }
}
