/** Sets one header on an answer; a Response with immutable headers (a redirect, a fetched one) is copied. */
export function withHeader(res: Response, name: string, value: string): Response {
  try {
    res.headers.set(name, value);
    return res;
  } catch {
    const headers = new Headers(res.headers);
    headers.set(name, value);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  }
}
