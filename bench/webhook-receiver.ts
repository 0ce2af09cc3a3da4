/**
 * The webhook receiver of `npm run bench`, in a process of its own: `/ok/<n>` answers 204 as soon
 * as the body is read; `/hang/<n>` never answers (the dispatcher's timeout ends it). GET /stats
 * tells how many deliveries each kind got, when the fast ones came and how many TCP connections
 * carried them; POST /reset starts over.
 * Every fast delivery's lag (receipt minus the envelope's created_at, the event's time) is kept for
 * GET /lags, the busy-merchant scenario's delivery lag.
 */
import http from "node:http";

const port = Number(process.env.PORT ?? 3109);
let stats = { ok: 0, hang: 0, firstOkAt: 0, lastOkAt: 0, connections: 0 };
let lagsMs: number[] = [];

function lagOf(body: string, receivedAt: number): number | undefined {
  try {
    const createdAt = Date.parse((JSON.parse(body) as { created_at?: string }).created_at ?? "");
    return Number.isFinite(createdAt) ? receivedAt - createdAt : undefined;
  } catch {
    return undefined;
  }
}

const server = http.createServer((req, res) => {
  const path = req.url ?? "/";
  if (req.method === "GET" && path === "/stats") {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(stats));
    return;
  }
  if (req.method === "POST" && path === "/reset") {
    stats = { ok: 0, hang: 0, firstOkAt: 0, lastOkAt: 0, connections: 0 };
    lagsMs = [];
    res.writeHead(204).end();
    return;
  }
  if (req.method === "GET" && path === "/health") {
    res.writeHead(200).end("ok");
    return;
  }
  if (req.method === "GET" && path === "/lags") {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(lagsMs));
    return;
  }
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    if (path.startsWith("/hang/")) {
      stats.hang += 1;
      return; // the socket stays open until the sender gives up
    }
    const now = Date.now();
    stats.ok += 1;
    stats.firstOkAt ||= now;
    stats.lastOkAt = now;
    const lag = lagOf(Buffer.concat(chunks).toString("utf8"), now);
    if (lag !== undefined) lagsMs.push(lag);
    res.writeHead(204).end();
  });
});
// TCP connections accepted (GET /stats): with kept-alive connections, far fewer than deliveries.
server.on("connection", () => (stats.connections += 1));
server.keepAliveTimeout = 5_000;
server.listen(port, "127.0.0.1", () => process.stdout.write(`> receiver on ${port}\n`));
process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
