/**
 * CORS for the calls a buyer's browser makes straight to the service (tokenize, and any other
 * public-key call). Any origin may call: the public key, not the origin, says which merchant it is,
 * and no cookie is involved (`*` forbids credentialed requests, which is the point).
 */
const CORS_HEADERS: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  // Authorization is never covered by a `*` wildcard: it must be named.
  "Access-Control-Allow-Headers": "Authorization, Content-Type, Idempotency-Key, X-Request-Id",
  "Access-Control-Expose-Headers": "X-Request-Id, Retry-After",
  "Access-Control-Max-Age": "600",
};

function withHeaders(res: Response, extra: Record<string, string>): Response {
  try {
    for (const [k, v] of Object.entries(extra)) res.headers.set(k, v);
    return res;
  } catch {
    // Immutable headers (a fetched or redirected Response): copy it.
    return new Response(res.body, {
      status: res.status,
      statusText: res.statusText,
      headers: new Headers([...res.headers, ...Object.entries(extra)]),
    });
  }
}

/** Adds the CORS headers to every answer of a handler, errors (401, 429…) included, so the SDK can read them. */
export function withCors<A extends unknown[]>(handler: (req: Request, ...rest: A) => Promise<Response>) {
  const cors = async (req: Request, ...rest: A): Promise<Response> =>
    withHeaders(await handler(req, ...rest), CORS_HEADERS);
  // The route's options stay readable through the wrapper (`routeOptions`, see server/http/route.ts).
  const { routeOptions } = handler as { routeOptions?: unknown };
  return routeOptions === undefined ? cors : Object.assign(cors, { routeOptions });
}

/** The preflight answer (OPTIONS). */
export function corsPreflight(): Response {
  return new Response(null, { status: 204, headers: { ...CORS_HEADERS, "Cache-Control": "public, max-age=600" } });
}
