import http from "node:http";
import { expect, test } from "./support/test";
import { basicAuth, baseUrl, demoApiHeaders } from "./support/demo";

/**
 * The answers a fuzzing pass found as plain-text 500s or empty bodies, against the
 * production build started as `npm start` does (scripts/serve.ts in front of Next): raw HTTP, since
 * fetch refuses TRACE and re-encodes malformed paths. The in-process checks are tests/robustness/.
 */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const url = new URL(baseUrl());
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method, path, headers: { ...headers, connection: "close" } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

function envelope(res: { headers: http.IncomingHttpHeaders; text: string }) {
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.headers["x-request-id"]).toBeTruthy();
  return (JSON.parse(res.text) as { error: { type: string; code: string; message: string } }).error;
}

test("TRACE, unsupported methods and Next's own 405s answer the envelope with Allow", async () => {
  const trace = await raw("TRACE", "/v1/charges");
  expect(trace.status).toBe(405);
  expect(envelope(trace).code).toBe("method_not_allowed");
  expect(trace.headers.allow).toBe("GET, HEAD, OPTIONS, POST");

  const del = await raw("DELETE", "/v1/charges", demoApiHeaders());
  expect(del.status).toBe(405);
  expect(envelope(del).code).toBe("method_not_allowed");
  expect(del.headers.allow).toBe("GET, HEAD, OPTIONS, POST");
});

test("a malformed percent-encoding or a dot segment in a path is a 404 envelope, not a 500 or a redirect", async () => {
  const longQuery = "?x=" + encodeURIComponent("é".repeat(2_000));
  for (const path of ["/pay/%FF/charge", "/v1/charges/%E0%A4%A", "/checkout/%C0/pay", `/v1/api-keys/.${longQuery}`]) {
    const res = await raw("POST", path, { "content-type": "application/json" }, "{}");
    expect(res.status, path).toBe(404);
    expect(envelope(res).type).toBe("not_found");
  }
});

test("an unknown /v1 path is the JSON 404 envelope, not the dashboard's HTML", async () => {
  const res = await raw("GET", "/v1/chargez/123", demoApiHeaders());
  expect(res.status).toBe(404);
  expect(envelope(res)).toMatchObject({ type: "not_found", code: "resource_not_found" });
  const post = await raw("POST", "/v1/nothing", { "content-type": "application/json" }, "{}");
  expect(post.status).toBe(404);
  expect(envelope(post).type).toBe("not_found");
});

test("bodies that are not JSON, NUL bytes and far dates are 4xx envelopes", async () => {
  const headers = demoApiHeaders();
  const text = await raw("POST", "/v1/api-keys", { ...headers, "content-type": "text/plain" }, '{"name":"x"}');
  expect(text.status).toBe(415);
  expect(envelope(text).code).toBe("unsupported_media_type");
  const nul = await raw("GET", "/v1/charges?search=a%00b", headers);
  expect(nul.status).toBe(400);
  const far = await raw("GET", "/v1/charges?date_to=9999-12-31", headers);
  expect(far.status).toBe(400);
  const nulUser = await raw("GET", "/v1/charges", {
    authorization: `Basic ${Buffer.from("pk_\u0000:sk_x").toString("base64")}`,
  });
  expect(nulUser.status).toBe(401);
  expect(envelope(nulUser).type).toBe("authentication_error");
});

test("Origin: null on the hosted Apple Pay checkout is a 403 envelope", async ({ request }) => {
  const created = await request.post("/v1/charges", {
    headers: demoApiHeaders(),
    data: { amount: 4990, payment_method: "apple_pay", return_url: "https://loja.example/volta" },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const res = await raw(
    "POST",
    `/checkout/${id}/pay`,
    { origin: "null", "content-type": "application/json" },
    '{"payment_token":"x"}',
  );
  expect(res.status).toBe(403);
  expect(envelope(res).code).toBe("csrf");
});

test("/metrics answers 404 without METRICS_TOKEN, or the Prometheus text with it", async () => {
  const token = process.env.METRICS_TOKEN;
  const res = await raw("GET", "/metrics", token ? { authorization: `Bearer ${token}` } : {});
  if (!token) {
    expect(res.status).toBe(404);
    return;
  }
  expect(res.status).toBe(200);
  expect(res.text).toContain("# TYPE pay_http_requests_total counter");
  expect(res.text).toMatch(/pay_http_requests_total\{route="\/v1\/charges",method="GET",status="400"\} \d+/);
  expect(res.text).toMatch(/pay_http_requests_total\{route="\/v1\/charges",method="other",status="405"\} \d+/);
  expect(res.text).toMatch(/pay_http_requests_total\{route="unmatched",method="POST",status="404"\} \d+/);
  expect(res.text).toContain("pay_database_up 1");
  const wrong = await raw("GET", "/metrics", { authorization: "Bearer not-the-token-not-the-token" });
  expect(wrong.status).toBe(401);
});

test("an API call answers the same whether the custom server hands it to its route or Next does", async () => {
  // Without a cookie scripts/serve.ts calls the route's handler itself (server/http/serve-api-directly.ts); any
  // cookie sends the same call through Next. Both must give the integrator the same answer.
  const headers = demoApiHeaders();
  // Answers no other journey changes while this one runs: a charge of its own, reference data, errors.
  const created = await raw(
    "POST",
    "/v1/charges",
    { ...headers, "content-type": "application/json" },
    JSON.stringify({ amount: 4321, payment_method: "pix" }),
  );
  expect(created.status).toBe(201);
  const { id } = (JSON.parse(created.text) as { data: { id: string } }).data;
  const asked: Array<[string, string, string?]> = [
    ["GET", `/v1/charges/${id}`],
    ["GET", "/v1/banks?limit=3"],
    ["POST", "/v1/charges", JSON.stringify({ amount: -1, payment_method: "credit_card" })],
    ["GET", "/v1/chargez"],
  ];
  // What differs by nature: the clock, the id of each request, and Next's `Vary` for its page router's caches.
  const comparable = (h: http.IncomingHttpHeaders) =>
    Object.fromEntries(Object.entries(h).filter(([name]) => !["date", "x-request-id", "vary"].includes(name)));
  for (const [method, path, body] of asked) {
    const sent = body ? { ...headers, "content-type": "application/json" } : headers;
    const direct = await raw(method, path, sent, body);
    const throughNext = await raw(method, path, { ...sent, cookie: "unrelated=1" }, body);
    expect(direct.status, `${method} ${path}`).toBe(throughNext.status);
    expect(direct.text, `${method} ${path}`).toBe(throughNext.text);
    expect(comparable(direct.headers), `${method} ${path}`).toEqual(comparable(throughNext.headers));
    expect(direct.headers["x-frame-options"]).toBe("DENY");
    expect(direct.headers["strict-transport-security"]).toMatch(/^max-age=/);
  }
});

test("a key revoked through Next is refused at once on the direct path", async () => {
  // Keys are remembered for a few seconds in the process (server/platform/process/ttl-cache.ts) and forgotten at once
  // by a change made in it: the direct path must see what Next's path changed, with no window.
  const headers = { ...demoApiHeaders(), "content-type": "application/json" };
  const made = await raw("POST", "/v1/api-keys", headers, JSON.stringify({ name: "revoked through Next" }));
  expect(made.status).toBe(201);
  const key = (JSON.parse(made.text) as { data: { id: string; public_key: string; secret_key: string } }).data;
  const itsOwn = { authorization: basicAuth(key.public_key, key.secret_key) };
  expect((await raw("GET", "/v1/charges?limit=1", itsOwn)).status).toBe(200);
  const revoked = await raw("DELETE", `/v1/api-keys/${key.id}`, { ...demoApiHeaders(), cookie: "through=next" });
  expect(revoked.status).toBe(200);
  const after = await raw("GET", "/v1/charges?limit=1", itsOwn);
  expect(after.status).toBe(401);
});
