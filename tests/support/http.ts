import { FORWARDED_STAMP_HEADER, FORWARDING_HEADERS, REMOTE_ADDR_HEADER } from "@/server/platform/request/client-ip";
import { contractProblems } from "./openapi-contract";

/**
 * Calls a route handler in process, the way Next calls it: a real Request, params as a promise.
 * Every answer is then held to the published document (tests/support/openapi-contract.ts): an
 * undocumented status, header, content type or body field fails the test that received it.
 * Not checked, because the document does not describe them: OPTIONS and HEAD (CORS preflights and
 * Next's own), and paths outside it: the hosted pages (/pay, /checkout), /api/auth (next-auth), /health,
 * /metrics, /v1/openapi.json itself and the /v1 catch-all's 404 for unknown paths. (That every /v1 route
 * file is in the document is tests/openapi/openapi.test.ts's check.)
 */
type Handler<P> = (req: Request, segment: { params: Promise<P> }) => Promise<Response>;

export interface CallOptions {
  auth?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The socket address the custom server would set. */
  ip?: string;
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export async function call<T = any, P = Record<string, string>>( // eslint-disable-line @typescript-eslint/no-explicit-any
  handler: Handler<P>,
  method: string,
  url: string,
  opts: CallOptions & { params?: P } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.auth) headers.authorization = opts.auth;
  // As scripts/serve.ts stamps them: the socket's address, and whether a proxy's headers came with it.
  if (opts.ip) {
    headers[REMOTE_ADDR_HEADER] = opts.ip;
    headers[FORWARDED_STAMP_HEADER] = FORWARDING_HEADERS.some((h) => h in headers) ? "1" : "0";
  }
  let body: string | undefined;
  if (opts.body !== undefined) {
    body = typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
    headers["content-type"] = "application/json";
  }
  const req = new Request(new URL(url, "http://localhost"), { method, headers, body });
  const res = await handler(req, { params: Promise.resolve((opts.params ?? {}) as P) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  if (method !== "OPTIONS" && method !== "HEAD") {
    const problems = contractProblems({ method, url, status: res.status, headers: res.headers, body: parsed, text });
    if (problems.length) throw new Error(`The answer disagrees with /v1/openapi.json:\n- ${problems.join("\n- ")}`);
  }
  return { status: res.status, headers: res.headers, body: parsed as T };
}
