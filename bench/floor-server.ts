/**
 * The floor server of `npm run bench` (bench/floor.ts): bare node:http + postgres.js, hand-written SQL.
 * Run by bench/run.ts: `tsx bench/floor-server.ts` with PORT and the run's environment (DATABASE_URL).
 */
import http from "node:http";
import postgres from "postgres";
import { floorCreateCharge, floorTokenize, type FloorAnswer } from "./floor";

const port = Number(process.env.PORT ?? 3109);
const url = process.env.DATABASE_URL;
if (!url) {
  process.stderr.write("the floor needs PostgreSQL (DATABASE_URL)\n");
  process.exit(1);
}
// The app's pool size (db/client.ts), so that neither side has more connections.
const sql = postgres(url, { max: 10, onnotice: () => {} });

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function send(res: http.ServerResponse, answer: FloorAnswer): void {
  const text = JSON.stringify(answer.body);
  res.writeHead(answer.status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const route = `${req.method} ${req.url}`;
  if (route === "POST /tokenize")
    return send(res, await floorTokenize(sql, req.headers.authorization, await readBody(req)));
  if (route === "POST /v1/charges")
    return send(res, await floorCreateCharge(sql, req.headers.authorization, await readBody(req)));
  if (route === "GET /ready") {
    await sql`select 1`;
    return send(res, { status: 200, body: { status: "ready" } });
  }
  send(res, { status: 404, body: { error: { message: "No such route." } } });
}

const server = http.createServer((req, res) => {
  void handle(req, res).catch((e: unknown) => {
    if (!res.headersSent) send(res, { status: 500, body: { error: { message: String(e) } } });
  });
});
server.keepAliveTimeout = 65_000;
server.listen(port, "127.0.0.1", () => process.stdout.write(`> floor ready on http://127.0.0.1:${port}\n`));
process.on("SIGTERM", () => server.close(() => void sql.end({ timeout: 5 }).then(() => process.exit(0))));
