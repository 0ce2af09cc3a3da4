/** Calls a route that answers bytes (the JSON helper in tests/support/http.ts reads text). */
export type Handler = (req: Request, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

export async function call(
  handler: Handler,
  url: string,
  opts: { auth?: string; params?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const headers: Record<string, string> = opts.auth ? { authorization: opts.auth } : {};
  const res = await handler(new Request(new URL(url, "http://localhost"), { headers }), {
    params: Promise.resolve(opts.params ?? {}),
  });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}
