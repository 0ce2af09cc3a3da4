import { afterEach, describe, expect, it } from "vitest";
import * as chargesRoute from "@/app/v1/charges/route";
import * as linksRoute from "@/app/v1/payment-links/route";
import * as tokenizeRoute from "@/app/tokenize/route";
import * as payRoute from "@/app/pay/[id]/charge/route";
import { resetConfigForTests } from "@/server/platform/config";
import { readJson } from "@/server/http/parse";
import { call } from "@/tests/support/http";
import { createTestMerchant } from "@/tests/support/fixtures";

/**
 * Every JSON body is capped before it is read (JSON_BODY_MAX_BYTES, 1 MiB by default): 413
 * `payload_too_large` with the error envelope; `metadata` is bounded (docs/api/errors.md).
 */
afterEach(() => {
  delete process.env.JSON_BODY_MAX_BYTES;
  resetConfigForTests();
});

const big = (bytes: number) => JSON.stringify({ amount: 100, filler: "x".repeat(bytes) });

describe("request body limits", () => {
  it("answers 413 payload_too_large with the envelope for a body over 1 MiB", async () => {
    const m = await createTestMerchant("Loja");
    const res = await call(chargesRoute.POST, "POST", "/v1/charges", { auth: m.auth, body: big(1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ type: "validation_error", code: "payload_too_large", param: "body" });
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("refuses before reading: with an Idempotency-Key, on /tokenize and on the hosted checkout", async () => {
    process.env.JSON_BODY_MAX_BYTES = "2048";
    resetConfigForTests();
    const m = await createTestMerchant("Loja");
    const withKey = await call(chargesRoute.POST, "POST", "/v1/charges", {
      auth: m.auth,
      body: big(4096),
      headers: { "idempotency-key": "k1" },
    });
    expect(withKey.status).toBe(413);
    const tokenize = await call(tokenizeRoute.POST, "POST", "/tokenize", {
      auth: m.publicAuth,
      body: big(4096),
      headers: { "idempotency-key": "k2" },
    });
    expect(tokenize.status).toBe(413);
    const pay = await call(payRoute.POST, "POST", "/pay/0190a0a0-0000-7000-8000-000000000000/charge", {
      body: big(4096),
      params: { id: "0190a0a0-0000-7000-8000-000000000000" },
      ip: "198.51.100.7",
    });
    expect(pay.status).toBe(413);
  });

  it("counts the bytes of a streamed body without Content-Length, and stops reading once over", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
        if (pulled > 1000) controller.close();
      },
    });
    const req = new Request("http://localhost/v1/charges", {
      method: "POST",
      body: stream,
      duplex: "half",
    } as RequestInit);
    await expect(readJson(req, { maxBytes: 256 * 1024, param: "body" })).rejects.toMatchObject({
      code: "payload_too_large",
    });
    expect(pulled).toBeLessThan(10);
  });

  it("bounds metadata: 50 keys, 8 KiB", async () => {
    const m = await createTestMerchant("Loja");
    const link = {
      title: "Camiseta",
      amount: 5000,
      product_type: "physical",
      allowed_payment_methods: ["credit_card"],
    };
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
    const tooMany = await call(linksRoute.POST, "POST", "/v1/payment-links", {
      auth: m.auth,
      body: { ...link, metadata: many },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.param).toBe("metadata");
    const heavy = await call(linksRoute.POST, "POST", "/v1/payment-links", {
      auth: m.auth,
      body: { ...link, metadata: { note: "x".repeat(9000) } },
    });
    expect(heavy.status).toBe(400);
    const fine = await call(linksRoute.POST, "POST", "/v1/payment-links", {
      auth: m.auth,
      body: { ...link, metadata: { order: "A-1", tags: ["x"] } },
    });
    expect(fine.status).toBe(201);
  });
});
