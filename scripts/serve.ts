/**
 * The HTTP server of `npm run dev` (--dev) and `npm start`: Next's handler behind a plain
 * node:http server, so that the client's socket address reaches the app in a header nobody
 * outside can forge, and so that shutdown finishes the requests in flight.
 */
import http from "node:http";
import type { Socket } from "node:net";

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

async function main(): Promise<void> {
  const { default: next } = await import("next");
  const { markStopping, runShutdownHooks } = await import("../server/platform/lifecycle");
  const entry = await import("../server/http/entry");
  const app = next({ dev, hostname: "localhost", port, dir: process.cwd() });
  const handle = app.getRequestHandler();
  await app.prepare();

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
    handle(req, res).catch((error: unknown) => {
      process.stderr.write(`request failed: ${error instanceof Error ? error.stack : String(error)}\n`);
      if (res.headersSent) return void res.destroy();
      const answer = entry.internalErrorAnswer(req.method ?? "GET", req.url ?? "/", requestId);
      res.writeHead(answer.status, answer.headers).end(answer.body);
    });
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
