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

const REMOTE_ADDR_HEADER = "x-pay-remote-addr";
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 25_000);

/** `::ffff:127.0.0.1` is an IPv4 client on a dual-stack socket: the whitelist wants `127.0.0.1`. */
function socketAddress(socket: Socket): string {
  const addr = socket.remoteAddress ?? "";
  return addr.startsWith("::ffff:") && addr.includes(".") ? addr.slice(7) : addr;
}

/** Drops every client-sent copy of the header (both parsed and raw forms) and sets the real one. */
function stampRemoteAddress(req: http.IncomingMessage): void {
  delete req.headers[REMOTE_ADDR_HEADER];
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i].toLowerCase() === REMOTE_ADDR_HEADER) raw.splice(i, 2);
  const addr = socketAddress(req.socket);
  req.headers[REMOTE_ADDR_HEADER] = addr;
  raw.push(REMOTE_ADDR_HEADER, addr);
}

async function main(): Promise<void> {
  const { default: next } = await import("next");
  const { runShutdownHooks } = await import("../server/lifecycle");
  const app = next({ dev, hostname: "localhost", port, dir: process.cwd() });
  const handle = app.getRequestHandler();
  await app.prepare();

  let inFlight = 0;
  const server = http.createServer((req, res) => {
    stampRemoteAddress(req);
    inFlight++;
    res.once("close", () => inFlight--);
    handle(req, res).catch((error: unknown) => {
      process.stderr.write(`request failed: ${error instanceof Error ? error.stack : String(error)}\n`);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port, hostname, () => {
    process.stdout.write(`> Ready on http://localhost:${port} (${dev ? "development" : "production"})\n`);
  });

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    process.stdout.write(`> ${signal}: finishing ${inFlight} request(s) in flight, then stopping\n`);
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    // close() stops accepting and calls back when the last connection has ended.
    server.close(() => {
      void runShutdownHooks()
        .then(() => app.close?.())
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  process.stderr.write(`server failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

export {};
