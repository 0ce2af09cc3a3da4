import { describe, expect, it } from "vitest";
import * as apiKeys from "@/app/v1/api-keys/route";
import * as charges from "@/app/v1/charges/route";
import * as links from "@/app/v1/payment-links/route";
import * as endpoints from "@/app/v1/postbacks/endpoints/route";
import * as deliveryLogs from "@/app/v1/postbacks/delivery-logs/route";
import * as walletEntries from "@/app/v1/wallets/[id]/entries/route";
import * as statement from "@/app/v1/wallets/[id]/statement/route";
import * as payLink from "@/app/pay/[id]/charge/route";
import * as checkoutPay from "@/app/checkout/[id]/pay/route";
import * as tokenize from "@/app/tokenize/route";
import * as unknownV1 from "@/app/v1/[[...path]]/route";
import { apiKeys as apiKeysTable, paymentLinks } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { basic, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call, type CallResult } from "@/tests/support/http";
import { postCharge } from "@/tests/charges/support";

/**
 * The eight causes of 500 found by fuzzing every documented operation, each now a 4xx with
 * the error envelope and a request id, through the real route wrappers and the real database.
 */
const NUL = "\u0000";
const SOME_ID = "0190a0a0-0000-7000-8000-000000000000";

type Envelope = { error: { type: string; code: string; message: string; param?: string } };

function expectEnvelope(res: CallResult<Envelope>, status: number, param?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error).toMatchObject({ type: expect.any(String), code: expect.any(String) });
  expect(res.body.error.message).not.toMatch(/Failed query|stack|at \w+ \(/);
  if (param) expect(res.body.error.param).toBe(param);
  expect(res.headers.get("x-request-id")).toBeTruthy();
}

async function newLink(m: TestMerchant) {
  const res = await call(links.POST, "POST", "/v1/payment-links", {
    auth: m.auth,
    body: { title: "Caneca", product_type: "physical", amount: 5000, allowed_payment_methods: ["credit_card"] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

describe("1. a NUL byte in the Basic-auth user name", () => {
  it("is a 401 with the envelope on a secret route and on /tokenize", async () => {
    const m = await createTestMerchant();
    const secret = await call(charges.GET, "GET", "/v1/charges", { auth: basic(`${m.publicKey}${NUL}`, m.secretKey) });
    expectEnvelope(secret, 401);
    expect(secret.body.error.type).toBe("authentication_error");
    const pub = await call(tokenize.POST, "POST", "/tokenize", {
      auth: basic(`pk_${NUL}x`),
      body: { card: {} },
    });
    expectEnvelope(pub, 401);
  });
});

describe("2. a NUL byte in a stored string", () => {
  it("is a 400 naming the field, for every body, and nothing is stored", async () => {
    const m = await createTestMerchant();
    const db = await getDb();
    const keysBefore = (await db.select().from(apiKeysTable)).length;
    expectEnvelope(
      await call(apiKeys.POST, "POST", "/v1/api-keys", { auth: m.auth, body: { name: `a${NUL}b` } }),
      400,
      "name",
    );
    expect((await db.select().from(apiKeysTable)).length).toBe(keysBefore);

    const link = { title: "Caneca", product_type: "physical", amount: 5000 };
    const linksBefore = (await db.select().from(paymentLinks)).length;
    for (const [body, param] of [
      [{ ...link, title: `x${NUL}` }, "title"],
      [{ ...link, description: `x${NUL}` }, "description"],
      [{ ...link, metadata: { order: `x${NUL}` } }, "metadata.order"],
      [{ ...link, metadata: { [`k${NUL}`]: "v" } }, "metadata"],
    ] as const) {
      expectEnvelope(await call(links.POST, "POST", "/v1/payment-links", { auth: m.auth, body }), 400, param);
    }
    expect((await db.select().from(paymentLinks)).length).toBe(linksBefore);

    expectEnvelope(
      await call(endpoints.POST, "POST", "/v1/postbacks/endpoints", {
        auth: m.auth,
        body: { url: "https://loja.example/hook", events: ["charge.captured"], description: `d${NUL}` },
      }),
      400,
      "description",
    );
    expectEnvelope(
      await postCharge(m, { amount: 1000, payment_method: "pix", customer: { name: `Ana${NUL}`, email: "a@b.co" } }),
      400,
      "customer.name",
    );
  });

  it("is a 400 on the public hosted checkout too", async () => {
    const m = await createTestMerchant();
    const id = await newLink(m);
    const res = await call(payLink.POST, "POST", `/pay/${id}/charge`, {
      params: { id },
      ip: "198.51.100.20",
      body: { payment_method: "credit_card", customer: { name: `Ana${NUL}`, email: "ana@example.com" }, token: "x" },
    });
    expectEnvelope(res, 400, "customer.name");
  });
});

describe("3. a NUL byte in a text filter", () => {
  it("is a 400 naming the filter", async () => {
    const m = await createTestMerchant();
    expectEnvelope(await call(charges.GET, "GET", "/v1/charges?search=a%00b", { auth: m.auth }), 400, "search");
    expectEnvelope(
      await call(deliveryLogs.GET, "GET", "/v1/postbacks/delivery-logs?event_name=charge.%00", { auth: m.auth }),
      400,
      "event_name",
    );
    expectEnvelope(
      await call(walletEntries.GET, "GET", `/v1/wallets/${SOME_ID}/entries?type=fee%00`, {
        auth: m.auth,
        params: { id: SOME_ID },
      }),
      400,
      "type",
    );
  });
});

describe("4. dates at the end of time", () => {
  it("date_to=9999-12-31 and end_date=9999-12-31 are refused by the shared date schema", async () => {
    const m = await createTestMerchant();
    expectEnvelope(await call(charges.GET, "GET", "/v1/charges?date_to=9999-12-31", { auth: m.auth }), 400, "date_to");
    expectEnvelope(
      await call(links.GET, "GET", "/v1/payment-links?date_to=9999-12-31T23:59:59.999Z", { auth: m.auth }),
      400,
      "date_to",
    );
    expectEnvelope(
      await call(statement.GET, "GET", `/v1/wallets/${SOME_ID}/statement?start_date=2026-01-01&end_date=9999-12-31`, {
        auth: m.auth,
        params: { id: SOME_ID },
      }),
      400,
      "end_date",
    );
    // The range a real filter uses still works.
    expect(
      (await call(charges.GET, "GET", "/v1/charges?date_from=1900-01-01&date_to=2999-12-31", { auth: m.auth })).status,
    ).toBe(200);
  });
});

describe("5. deeply nested metadata", () => {
  it("10,000 levels is a 400 with the envelope, not a stack overflow", async () => {
    const m = await createTestMerchant();
    const deep = '{"a":'.repeat(10_000) + "1" + "}".repeat(10_000);
    const res = await call(links.POST, "POST", "/v1/payment-links", {
      auth: m.auth,
      body: `{"title":"x","amount":100,"product_type":"physical","metadata":${deep}}`,
    });
    expectEnvelope(res, 400);
    expect(res.body.error.param).toMatch(/^metadata(\.a)+$/);
  });

  it("metadata nests at most 5 levels; 5 is kept", async () => {
    const m = await createTestMerchant();
    const nest = (n: number): unknown => (n === 0 ? "v" : { k: nest(n - 1) });
    const base = { title: "x", amount: 100, product_type: "physical", allowed_payment_methods: ["credit_card"] };
    const six = await call(links.POST, "POST", "/v1/payment-links", {
      auth: m.auth,
      body: { ...base, metadata: nest(6) },
    });
    expectEnvelope(six, 400, "metadata");
    const five = await call(links.POST, "POST", "/v1/payment-links", {
      auth: m.auth,
      body: { ...base, metadata: nest(5) },
    });
    expect(five.status, JSON.stringify(five.body)).toBe(201);
    expect(five.body.data.metadata).toEqual(nest(5));
  });
});

describe("8. Origin: null on a cookie-less hosted POST", () => {
  it("is a 403 csrf envelope", async () => {
    const m = await createTestMerchant();
    const c = await postCharge(m, { amount: 4990, payment_method: "apple_pay", return_url: "https://loja.example/v" });
    expect(c.status).toBe(201);
    const id = c.body.data.id as string;
    const variants: Record<string, string>[] = [
      { origin: "null", host: "localhost" },
      { origin: "null" },
      { origin: "%", host: "x" },
    ];
    for (const headers of variants) {
      const res = await call(checkoutPay.POST, "POST", `/checkout/${id}/pay`, {
        params: { id },
        body: { payment_token: "x" },
        headers,
      });
      expectEnvelope(res, 403);
      expect(res.body.error.code).toBe("csrf");
    }
  });
});

describe("unknown /v1 paths", () => {
  it("answer the JSON 404 envelope with a request id, whatever the method", async () => {
    for (const [method, handler] of [
      ["GET", unknownV1.GET],
      ["POST", unknownV1.POST],
      ["DELETE", unknownV1.DELETE],
    ] as const) {
      const res = await call(handler, method, "/v1/chargez/123", { params: { path: ["chargez", "123"] } });
      expectEnvelope(res, 404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.body.error).toMatchObject({ type: "not_found", code: "resource_not_found" });
      expect(res.body.error.message).toContain(`${method} /v1/chargez/123`);
    }
  });
});

describe("query numbers are decimal integers", () => {
  it("refuses an empty amount_min, limit=0x10, 1e3 and ' 7'; accepts plain digits", async () => {
    const m = await createTestMerchant();
    expectEnvelope(await call(charges.GET, "GET", "/v1/charges?amount_min=", { auth: m.auth }), 400, "amount_min");
    expectEnvelope(await call(charges.GET, "GET", "/v1/charges?limit=0x10", { auth: m.auth }), 400, "limit");
    expectEnvelope(await call(charges.GET, "GET", "/v1/charges?amount_max=1e3", { auth: m.auth }), 400, "amount_max");
    expectEnvelope(await call(charges.GET, "GET", "/v1/charges?page=%207", { auth: m.auth }), 400, "page");
    const ok = await call(charges.GET, "GET", "/v1/charges?limit=16&amount_min=0", { auth: m.auth });
    expect(ok.status).toBe(200);
    expect(ok.body.pagination.limit).toBe(16);
  });
});

describe("a JSON body must say it is JSON", () => {
  it("refuses text/plain and form-encoded bodies with 415 and the envelope; accepts application/json; charset", async () => {
    const m = await createTestMerchant();
    const body = JSON.stringify({ name: "ci" });
    const send = (contentType: string | undefined, idempotencyKey?: string) => {
      const headers: Record<string, string> = { authorization: m.auth };
      if (contentType) headers["content-type"] = contentType;
      if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
      return apiKeys.POST(new Request("http://localhost/v1/api-keys", { method: "POST", headers, body }), {
        params: Promise.resolve({}),
      });
    };
    for (const type of ["text/plain;charset=UTF-8", "application/x-www-form-urlencoded", undefined]) {
      const res = await send(type);
      expect(res.status, String(type)).toBe(415);
      const json = (await res.json()) as { error: Record<string, unknown> };
      expect(json.error).toMatchObject({ type: "validation_error", code: "unsupported_media_type", param: "body" });
      expect(res.headers.get("x-request-id")).toBeTruthy();
    }
    expect((await send("text/plain", "k-415-1")).status).toBe(415);
    expect((await send("application/json; charset=utf-8")).status).toBe(201);
    // An empty body needs no Content-Type (it reads as `{}`).
    const empty = await apiKeys.GET(
      new Request("http://localhost/v1/api-keys", { headers: { authorization: m.auth } }),
      {
        params: Promise.resolve({}),
      },
    );
    expect(empty.status).toBe(200);
  });
});
