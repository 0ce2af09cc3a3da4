import type { IncomingMessage, ServerResponse } from "node:http";
import { findRoute, type RouteEntry } from "./route-table";
import { SITE_HEADERS } from "./site-headers";

/**
 * The API's key-authenticated calls, handed by the custom server (scripts/serve.ts) to the route file's own
 * handler, without Next's request pipeline: ARCHITECTURE.md, "Serving the API". The handler is the same
 * function Next would call (route(...) with its checks), from the same loaded module, so nothing it checks
 * or records changes; what is left out is what such a call never uses (routing of pages, the proxy, the
 * request context next/headers reads, caching of static answers). Next's own pipeline costs a charge about
 * as much CPU as our handler (BENCHMARKS.md, "The API without Next's request pipeline").
 *
 * Anything this does not recognise as such a call goes to Next, which then answers as before:
 * - a cookie (the dashboard's session is read through next-auth's `auth()`, which needs Next's context);
 * - HEAD and OPTIONS (Next's automatic answers), or a method the route file does not export (Next's 405);
 * - a path outside `/v1` and `/tokenize`, or with anything but letters, digits, `-` and `_` in its segments
 *   (Next's redirects of `//`, a trailing `/`, `.` segments, and its decoding of `%` escapes).
 */

/** A route module's handler, as Next calls it. */
export type RouteHandler = (req: Request, segment: { params: Promise<unknown> }) => Promise<Response>;

/** The handler of a route file for a method, or undefined when it cannot be had (Next then answers). */
export type LoadHandler = (route: RouteEntry, method: string) => Promise<RouteHandler | undefined>;

export interface DirectApi {
  table: () => RouteEntry[];
  load: LoadHandler;
  /** Next's own handling, for a route whose module has no such handler after all. */
  next: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** The origin Next gives a request's URL (`http://localhost:3000`); `https` when a proxy says so. */
  port: number;
  /** The last resort when a handler throws (route(...) answers every error itself): the envelope's 500. */
  onError: (req: IncomingMessage, res: ServerResponse, error: unknown) => void;
}

const API_PATH = /^\/(?:v1(?:\/[A-Za-z0-9_-]+)*|tokenize)$/;
const WITHOUT_BODY = new Set(["GET", "HEAD"]);
// As Next's sendResponse (next/dist/server/send-response.js): Node frames the body itself.
const NOT_FORWARDED = new Set(["content-length", "content-encoding", "transfer-encoding"]);

/** The route's params as Next passes them: one string per `[name]`, the rest of the path per `[...name]`. */
function paramsOf(route: RouteEntry, parts: string[]): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  route.segments.forEach((segment, i) => {
    const rest = /^\[\[?\.\.\.(.+?)\]?\]$/.exec(segment);
    if (rest) {
      if (parts.length > i) params[rest[1]] = parts.slice(i);
      return;
    }
    const one = /^\[(.+)\]$/.exec(segment);
    if (one) params[one[1]] = parts[i];
  });
  return params;
}

/**
 * The request's body as a stream the handler reads at its own pace. What it leaves unread (a 401 before the body, a
 * 413 past the limit) is read and dropped once it has answered, so that the connection can carry the next request:
 * left in the socket, it stalled every later request on that connection. Next reads the whole body into memory
 * for the same reason (next/dist/server/body-streams.js); this keeps one chunk at a time.
 */
function bodyOf(req: IncomingMessage): { stream: ReadableStream<Uint8Array>; dropRest: () => void } {
  let dropping = false;
  const dropRest = () => {
    if (dropping) return;
    dropping = true;
    req.resume();
  };
  req.pause();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      req.on("data", (chunk: Buffer) => {
        if (dropping) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.once("end", () => dropping || controller.close());
      // `on`, not `once`: an aborted request may say so more than once, and an error nobody hears ends the process.
      req.on("error", (error) => dropping || controller.error(error));
      // A client gone before the body was all read, also while the handler was still being loaded (no listener
      // then heard its error): without this the handler would wait for the rest for ever.
      const gone = () =>
        dropping || req.complete || controller.error(new Error("aborted: the client closed the connection"));
      if (req.destroyed) gone();
      else req.once("close", gone);
    },
    pull: () => void req.resume(),
    cancel: dropRest,
  });
  return { stream, dropRest };
}

function requestOf(req: IncomingMessage, url: string, method: string): { request: Request; dropRest: () => void } {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  if (WITHOUT_BODY.has(method)) return { request: new Request(url, { method, headers }), dropRest: () => {} };
  const { stream, dropRest } = bodyOf(req);
  const request = new Request(url, { method, headers, body: stream, duplex: "half" } as RequestInit);
  return { request, dropRest };
}

/** Resolves when the client has taken what was written, or is gone; leaves no listener behind (one wait per chunk). */
function drained(res: ServerResponse): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      res.off("drain", done).off("close", done);
      resolve();
    };
    res.once("drain", done).once("close", done);
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (NOT_FORWARDED.has(name) || name === "set-cookie") continue;
    // Headers already on the answer win, as in Next: the request id stamped first, the site's headers.
    if (res.getHeader(name) === undefined) res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  if (!response.body) return void res.end();
  const reader = response.body.getReader();
  // A client gone mid-answer (an export of many rows) stops the handler's stream.
  const stop = () => void reader.cancel().catch(() => {});
  res.once("close", stop);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await drained(res);
      if (res.destroyed) return;
    }
    res.end();
  } finally {
    res.off("close", stop);
  }
}

/**
 * Serves the request when it is an API call this can take (see above) and says so; false hands it to Next.
 */
export function serveApiDirectly(api: DirectApi, req: IncomingMessage, res: ServerResponse): boolean {
  const method = req.method ?? "GET";
  if (method === "HEAD" || method === "OPTIONS" || req.headers.cookie !== undefined) return false;
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  const pathname = query === -1 ? url : url.slice(0, query);
  if (!API_PATH.test(pathname)) return false;
  const route = findRoute(api.table(), pathname);
  if (!route?.exported.includes(method)) return false;
  answer(api, route, method, req, res).catch((error: unknown) => api.onError(req, res, error));
  return true;
}

async function answer(
  api: DirectApi,
  route: RouteEntry,
  method: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const handler = await api.load(route, method);
  if (!handler) return api.next(req, res);
  const url = req.url ?? "/";
  const pathname = url.split("?")[0];
  const forwarded = req.headers["x-forwarded-proto"];
  const https = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? "")).includes("https");
  const { request, dropRest } = requestOf(req, `${https ? "https" : "http"}://localhost:${api.port}${url}`, method);
  const params = Promise.resolve(paramsOf(route, pathname.split("/").filter(Boolean)));
  for (const [name, value] of SITE_HEADERS) res.setHeader(name, value);
  let response: Response;
  try {
    response = await handler(request, { params });
  } finally {
    // The handler has read what it needed: the rest of the body goes, whatever the answer.
    dropRest();
  }
  await send(res, response);
}
