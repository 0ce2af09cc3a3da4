import http from "node:http";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stampRequestId } from "@/server/http/entry";
import { loadRouteTable } from "@/server/http/route-table";
import { serveApiDirectly, type DirectApi, type RouteHandler } from "@/server/http/serve-api-directly";
import { SITE_HEADERS } from "@/server/http/site-headers";
import { addLogSink } from "@/server/platform/log";
import { createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { card } from "@/tests/tokens/cards";

/**
 * The custom server's direct path for API calls (server/http/serve-api-directly.ts), over real HTTP, with the
 * app's own route files as handlers. Whatever it hands on answers 299 from a stand-in for Next, so each case
 * shows who answered. The built app behind scripts/serve.ts is checked in e2e/robust.spec.ts.
 */
const appDir = path.resolve(import.meta.dirname, "../../app");
const table = loadRouteTable(appDir);
const HANDED_TO_NEXT = 299;
let server: http.Server;
let base: string;
let m: TestMerchant;
const failures: unknown[] = [];
/** Route files whose handler a case replaces: `dir` → the handler. */
const replaced = new Map<string, RouteHandler | undefined>();

const api: DirectApi = {
  table: () => table,
  port: 3000,
  async load(route, method) {
    if (replaced.has(route.dir)) return replaced.get(route.dir);
    const file = (await import(path.join(appDir, route.dir, "route.ts"))) as Record<string, RouteHandler>;
    return file[method];
  },
  next: async (_req, res) => void res.writeHead(HANDED_TO_NEXT).end("next"),
  onError(_req, res, error) {
    failures.push(error);
    res.writeHead(500).end("failed");
  },
};

beforeAll(async () => {
  m = await createTestMerchant();
  server = http.createServer((req, res) => {
    stampRequestId(req, res);
    if (!serveApiDirectly(api, req, res)) res.writeHead(HANDED_TO_NEXT).end("next");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

/** A raw request (fetch would normalise `//` and `/./`, and refuses to send a Cookie of our choosing on some paths). */
function raw(
  method: string,
  rawPath: string,
  headers: Record<string, string> = {},
  body?: string,
  agent: http.Agent | false = false,
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const url = new URL(base);
    const options = { host: url.hostname, port: url.port, method, path: rawPath, headers, agent };
    const req = http.request(options, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

function json(method: string, rawPath: string, auth: string, body?: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const sent = { authorization: auth, ...(text ? { "content-type": "application/json" } : {}), ...headers };
  return raw(method, rawPath, sent, text);
}

describe("API calls with a key are answered by their route's handler", () => {
  it("tokenizes, charges and reads the charge back by id, with the site's headers on every answer", async () => {
    const token = await json("POST", "/tokenize", m.publicAuth, { card: card() });
    expect(token.status).toBe(201);
    const tok = (JSON.parse(token.body) as { data: { token: string } }).data.token;

    const created = await json("POST", "/v1/charges", m.auth, {
      amount: 12345,
      payment_method: "credit_card",
      payment_details: { token: tok, installments: 1 },
    });
    expect(created.status).toBe(201);
    const charge = (JSON.parse(created.body) as { data: { id: string; status: string; amount: number } }).data;
    expect(charge).toMatchObject({ status: "captured", amount: 12345 });

    // `[id]` reaches the handler as Next passes it: params as a promise.
    const read = await json("GET", `/v1/charges/${charge.id}`, m.auth);
    expect(read.status).toBe(200);
    expect((JSON.parse(read.body) as { data: { id: string } }).data.id).toBe(charge.id);

    for (const answer of [token, created, read]) {
      for (const [name, value] of SITE_HEADERS) expect(answer.headers[name.toLowerCase()]).toBe(value);
      expect(answer.headers["pagamentos-version"]).toBeTruthy();
      // The id the server stamped, once: the route's own copy does not add a second.
      expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      // Node frames the body itself, as behind Next.
      expect(answer.headers["transfer-encoding"]).toBe("chunked");
    }
    expect(failures).toEqual([]);
  });

  it("answers the route's errors in the envelope: a body over the limit, bad JSON, a wrong key", async () => {
    const tooLarge = await raw(
      "POST",
      "/v1/charges",
      { authorization: m.auth, "content-type": "application/json" },
      JSON.stringify({ amount: 100, payment_method: "credit_card", pad: "x".repeat(2_000_000) }),
    );
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toMatchObject({ error: { code: "payload_too_large" } });

    const malformed = await raw(
      "POST",
      "/v1/charges",
      { authorization: m.auth, "content-type": "application/json" },
      "{",
    );
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body)).toMatchObject({ error: { type: "validation_error" } });

    const wrongKey = await json(
      "GET",
      "/v1/charges",
      `Basic ${Buffer.from(`${m.publicKey}:sk_wrong`).toString("base64")}`,
    );
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.headers["www-authenticate"]).toBeTruthy();
  });

  it("keeps a connection usable after answers given before the body was read (401) or past its limit (413)", async () => {
    // fetch keeps its connections alive and reuses them: a body left unread in one stalled the requests after it
    // on that connection (the reliability fuzzing saw them time out).
    const post = (path: string, body: string, auth: string) =>
      fetch(base + path, {
        method: "POST",
        headers: { authorization: auth, "content-type": "application/json" },
        body,
        signal: AbortSignal.timeout(10_000),
      });
    const big = JSON.stringify({ amount: 100, pad: "x".repeat(200_000) });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await post("/v1/charges", big, "Basic eDp5")).status);
      statuses.push((await post("/v1/payment-links?q=1", "x".repeat(150_000), "Basic eDp5")).status);
      statuses.push((await post("/v1/charges", "x".repeat(2_000_000), m.auth)).status);
    }
    expect(statuses).toEqual([401, 401, 413, 401, 401, 413, 401, 401, 413]);
  });

  it("a client gone before its body arrived is a 400 about the body in the log, not a database outage", async () => {
    // Node errors the body with `aborted` and code ECONNRESET, a socket code the envelope took for a lost database
    // connection: 503 and "database unavailable" in the log, misleading whoever reads it (the bench's timed-out load).
    const lines: Array<Record<string, unknown>> = [];
    const remove = addLogSink((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    try {
      const url = new URL(base);
      const socket = net.connect(Number(url.port), url.hostname);
      await new Promise((r) => socket.once("connect", r));
      socket.write(
        `POST /v1/charges HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: ${m.auth}\r\n` +
          `Content-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"amount": 1000, "payment_method": "credit_card"`,
      );
      await new Promise((r) => setTimeout(r, 100));
      socket.destroy();
      const logged = () => lines.find((l) => l.msg === "request" && l.path === "/v1/charges");
      for (let i = 0; i < 100 && !logged(); i++) await new Promise((r) => setTimeout(r, 50));
      expect(logged()).toMatchObject({ status: 400 });
      expect(lines.filter((l) => l.msg === "database unavailable")).toEqual([]);
    } finally {
      remove();
    }
  });

  it("answers an unknown /v1 path from the catch-all route, with the envelope's 404", async () => {
    const res = await json("GET", "/v1/no-such-thing/at-all", m.auth);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: "resource_not_found" } });
  });

  it("streams a long answer through to the end (the CSV export)", async () => {
    const res = await json("GET", "/v1/charges/export", m.auth);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/csv/);
    expect(res.body.split("\n")[0]).toContain("id");
  });
});

describe("what the direct path hands to Next", () => {
  const cases: Array<[string, string, string, Record<string, string>]> = [
    ["a cookie (the dashboard's session is read through Next)", "GET", "/v1/charges", { cookie: "a=1" }],
    ["HEAD (Next answers it from GET)", "HEAD", "/v1/charges", {}],
    ["OPTIONS (Next's automatic answer)", "OPTIONS", "/v1/charges", {}],
    ["a method the route file does not export (Next's 405)", "DELETE", "/v1/charges", {}],
    ["a trailing slash (Next redirects)", "GET", "/v1/charges/", {}],
    ["a doubled slash (Next redirects)", "GET", "/v1//charges", {}],
    ["a percent escape (Next decodes)", "GET", "/v1/charges/%61bc", {}],
    ["a dot in a segment", "GET", "/v1/openapi.json", {}],
    ["a page", "GET", "/charges", {}],
    ["a hosted checkout's route", "POST", "/pay/abc/charge", {}],
  ];
  it.each(cases)("%s", async (_title, method, rawPath, headers) => {
    const res = await raw(method, rawPath, { authorization: m.auth, ...headers });
    expect(res.status).toBe(HANDED_TO_NEXT);
  });

  it("a route whose built module has no such handler", async () => {
    replaced.set("v1/banks", undefined);
    try {
      expect((await json("GET", "/v1/banks", m.auth)).status).toBe(HANDED_TO_NEXT);
    } finally {
      replaced.delete("v1/banks");
    }
  });
});

it("writes a long answer to a slow client to its end, waiting for it without piling up listeners", async () => {
  const chunk = new Uint8Array(64 * 1024).fill(120);
  const chunks = 200;
  replaced.set("v1/banks", () =>
    Promise.resolve(
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (let i = 0; i < chunks; i++) controller.enqueue(chunk);
            controller.close();
          },
        }),
        { headers: { "content-type": "text/plain" } },
      ),
    ),
  );
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(w.name);
  process.on("warning", onWarning);
  try {
    const received = await new Promise<number>((resolve, reject) => {
      const url = new URL(base);
      const options = { host: url.hostname, port: url.port, path: "/v1/banks", headers: { authorization: m.auth } };
      http
        .get({ ...options, agent: false }, (res) => {
          let bytes = 0;
          // A slow reader: the server's writes fill the socket and it must wait for "drain", many times.
          res.on("data", (c: Buffer) => {
            bytes += c.length;
            res.pause();
            setTimeout(() => res.resume(), 1);
          });
          res.on("end", () => resolve(bytes));
        })
        .on("error", reject);
    });
    expect(received).toBe(chunk.length * chunks);
    await new Promise((r) => setImmediate(r));
    expect(warnings).not.toContain("MaxListenersExceededWarning");
  } finally {
    process.off("warning", onWarning);
    replaced.delete("v1/banks");
  }
});

it("a handler that throws reaches the server's last resort, not an unhandled rejection", async () => {
  replaced.set("v1/banks", () => Promise.reject(new Error("boom")));
  try {
    const res = await json("GET", "/v1/banks", m.auth);
    expect(res.status).toBe(500);
    expect(failures.map((e) => (e as Error).message)).toEqual(["boom"]);
  } finally {
    replaced.delete("v1/banks");
    failures.length = 0;
  }
});
