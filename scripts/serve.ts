/**
 * The HTTP server of `npm run dev` (--dev) and `npm start`: Next's handler behind a plain
 * node:http server, so that the client's socket address reaches the app in a header nobody
 * outside can forge, and so that shutdown finishes the requests in flight.
 */
import http from "node:http";
import { createRequire } from "node:module";
import type { Socket } from "node:net";
import path from "node:path";

const dev = process.argv.includes("--dev");
// Next must see NODE_ENV before it loads; `npm start` serves the production build.
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: dev ? "development" : "production" });

// server/platform/request/client-ip.ts reads them (REMOTE_ADDR_HEADER, FORWARDED_STAMP_HEADER, FORWARDING_HEADERS).
const REMOTE_ADDR_HEADER = "x-pay-remote-addr";
const FORWARDED_STAMP_HEADER = "x-pay-forwarded";
const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 25_000);
/** The end of the grace period kept for the shutdown hooks (webhook sends in flight, the database). */
const HOOKS_SHARE_MS = 10_000;

/** `::ffff:127.0.0.1` is an IPv4 client on a dual-stack socket: the whitelist wants `127.0.0.1`. */
function socketAddress(socket: Socket): string {
  const addr = socket.remoteAddress ?? "";
  return addr.startsWith("::ffff:") && addr.includes(".") ? addr.slice(7) : addr;
}

/** Sets a header the client cannot forge: every client-sent copy (parsed and raw forms) is dropped first. */
function stamp(req: http.IncomingMessage, name: string, value: string): void {
  delete req.headers[name];
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i].toLowerCase() === name) raw.splice(i, 2);
  req.headers[name] = value;
  raw.push(name, value);
}

/** The socket's address, and whether a proxy forwarded the request (before Next adds X-Forwarded-For itself). */
function stampRemoteAddress(req: http.IncomingMessage): void {
  stamp(req, REMOTE_ADDR_HEADER, socketAddress(req.socket));
  stamp(req, FORWARDED_STAMP_HEADER, FORWARDING_HEADERS.some((h) => h in req.headers) ? "1" : "0");
}

type Entry = typeof import("../server/http/entry");
type DirectApi = import("../server/http/serve-api-directly").DirectApi;
type RouteHandler = import("../server/http/serve-api-directly").RouteHandler;
/** What a built route file exports for Next (next/dist/server/route-modules/app-route/module.js). */
interface CompiledRoute {
  ensureUserland(): Promise<void>;
  userland: Record<string, RouteHandler | undefined>;
}

/**
 * The API calls served without Next's pipeline (server/http/serve-api-directly.ts), from the build's own route
 * modules: Node's require cache holds the one copy Next also runs, so both share every module's state. Not in
 * development, where Next compiles a route when it is first asked for.
 */
function productionApi(entry: Entry, next: DirectApi["next"]): DirectApi {
  const require = createRequire(import.meta.url);
  const serverApp = path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? ".next", "server", "app");
  const modules = new Map<string, Promise<Record<string, RouteHandler | undefined> | undefined>>();
  /** A route's exports, once its module (and any module it awaits) has loaded, as Next waits for them. */
  async function userland(dir: string) {
    const { routeModule } = require(path.join(serverApp, dir, "route.js")) as { routeModule?: CompiledRoute };
    if (!routeModule) return undefined;
    await routeModule.ensureUserland();
    return routeModule.userland;
  }
  return {
    table: entry.routeTable,
    port,
    next,
    async load(route, method) {
      if (!modules.has(route.dir)) modules.set(route.dir, userland(route.dir));
      return (await modules.get(route.dir))?.[method];
    },
    onError: (req, res, error) => answerFailure(entry, req, res, error),
  };
}

/** What a request gets when Next or a handler threw: the envelope's 500, not an empty one. */
function answerFailure(entry: Entry, req: http.IncomingMessage, res: http.ServerResponse, error: unknown): void {
  process.stderr.write(`request failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  if (res.headersSent) return void res.destroy();
  const requestId = req.headers["x-request-id"] as string | undefined;
  const answer = entry.internalErrorAnswer(req.method ?? "GET", req.url ?? "/", requestId);
  res.writeHead(answer.status, answer.headers).end(answer.body);
}

async function main(): Promise<void> {
  const { default: next } = await import("next");
  const { markStopping, runShutdownHooks } = await import("../server/platform/lifecycle");
  const entry = await import("../server/http/entry");
  const app = next({ dev, hostname: "localhost", port, dir: process.cwd() });
  const handle = app.getRequestHandler();
  await app.prepare();
  const { serveApiDirectly } = await import("../server/http/serve-api-directly");
  const directApi = dev ? undefined : productionApi(entry, handle);

  let inFlight = 0;
  let shuttingDown = false;
  const server = http.createServer((req, res) => {
    stampRemoteAddress(req);
    if (shuttingDown) res.setHeader("Connection", "close");
    inFlight++;
    res.once("close", () => inFlight--);
    // TRACE and malformed paths never reach Next (it would answer a plain-text 500); an empty 405 of
    // Next's gets the envelope and Allow (server/http/entry.ts).
    const requestId = entry.stampRequestId(req, res);
    const early = entry.answerBeforeNext(req.method ?? "GET", req.url ?? "/", requestId);
    if (early) return void res.writeHead(early.status, early.headers).end(early.body);
    entry.completeEmptyMethodNotAllowed(req, res);
    if (directApi && serveApiDirectly(directApi, req, res)) return;
    handle(req, res).catch((error: unknown) => answerFailure(entry, req, res, error));
  });
  server.keepAliveTimeout = 65_000;
  // What Node's parser refuses before any handler runs (headers over its 16 KB limit, malformed HTTP)
  // would get a bare status line: it gets the error envelope like every other answer.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
    const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
    const status = tooLarge ? 431 : 400;
    const body = JSON.stringify({
      error: {
        type: "validation_error",
        code: tooLarge ? "request_headers_too_large" : "malformed_request",
        message: tooLarge
          ? "The request's headers (URL included) are larger than 16 KB."
          : "The request is not valid HTTP.",
      },
    });
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  server.listen(port, hostname, () => {
    process.stdout.write(`> Ready on http://localhost:${port} (${dev ? "development" : "production"})\n`);
  });

  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    // /ready turns 503 and the job loops start nothing new (server/platform/lifecycle.ts).
    markStopping();
    process.stdout.write(`> ${signal}: finishing ${inFlight} request(s) in flight, then stopping\n`);
    // The whole shutdown fits in SHUTDOWN_GRACE_MS (an orchestrator kills after its own grace): the
    // requests get all of it but the hooks' share, the hooks (job runs, webhook sends, the database) the rest.
    const hooksShare = Math.min(HOOKS_SHARE_MS, SHUTDOWN_GRACE_MS / 2);
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS - hooksShare).unref();
    setTimeout(() => {
      process.stderr.write(`> ${signal}: grace period of ${SHUTDOWN_GRACE_MS} ms over, exiting\n`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // close() stops accepting and calls back when the last connection has ended.
    server.close(() => {
      void runShutdownHooks()
        .then(() => app.close?.())
        .finally(() => process.exit(0));
    });
    // Kept-alive sockets are closed as soon as they have no request (answers in flight say Connection: close).
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 200).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  process.stderr.write(`server failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

export {};
