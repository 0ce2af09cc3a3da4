/**
 * The webhook receiver of `npm run bench`, in a process of its own: `/ok/<n>` answers 204 as soon
 * as the body is read; `/hang/<n>` never answers (the dispatcher's timeout ends it). GET /stats
 * tells how many deliveries each kind got and when the fast ones came; POST /reset starts over.
 */
import http from "node:http";

const port = Number(process.env.PORT ?? 3109);
let stats = { ok: 0, hang: 0, firstOkAt: 0, lastOkAt: 0 };

const server = http.createServer((req, res) => {
  const path = req.url ?? "/";
  if (req.method === "GET" && path === "/stats") {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(stats));
    return;
  }
  if (req.method === "POST" && path === "/reset") {
    stats = { ok: 0, hang: 0, firstOkAt: 0, lastOkAt: 0 };
    res.writeHead(204).end();
    return;
  }
  if (req.method === "GET" && path === "/health") {
    res.writeHead(200).end("ok");
    return;
  }
  req.resume();
  req.on("end", () => {
    if (path.startsWith("/hang/")) {
      stats.hang += 1;
      return; // the socket stays open until the sender gives up
    }
    const now = Date.now();
    stats.ok += 1;
    stats.firstOkAt ||= now;
    stats.lastOkAt = now;
    res.writeHead(204).end();
  });
});
server.keepAliveTimeout = 5_000;
server.listen(port, "127.0.0.1", () => process.stdout.write(`> receiver on ${port}\n`));
process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
