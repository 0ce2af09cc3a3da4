import { NextRequest } from "next/server";
import { bodyLimit, readBodyBytes, type BodyLimit } from "./parse";

/**
 * The request with its body already read within `limit` (413 `payload_too_large` beyond, through
 * server/http/parse.ts), for a handler we do not own that would read a body of any size (next-auth's
 * `/api/auth/*`). Everything else is kept: the method, the headers (the client address the sign-in
 * throttle reads is one), the abort signal; Content-Length is left to the new body.
 */
export async function withBodyWithinLimit(req: Request, limit: BodyLimit = bodyLimit()): Promise<NextRequest> {
  const body = await readBodyBytes(req, limit);
  const headers = new Headers(req.headers);
  headers.delete("content-length");
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new NextRequest(req.url, {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
    signal: req.signal,
  });
}
