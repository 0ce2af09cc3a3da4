import { afterEach, describe, expect, it } from "vitest";
import { like } from "drizzle-orm";
import * as tokenize from "@/app/tokenize/route";
import * as links from "@/app/v1/payment-links/route";
import * as pay from "@/app/pay/[id]/charge/route";
import * as apiKeysRoute from "@/app/v1/api-keys/route";
import * as openapiRoute from "@/app/v1/openapi.json/route";
import * as fraudSessions from "@/app/v1/fraud/sessions/route";
import { rateLimitCounters } from "@/db/schema";
import { config, resetConfigForTests } from "@/server/platform/config";
import { getDb } from "@/server/platform/db";
import { resetApiRateLimits } from "@/server/http/api-rate-limit";
import { resetPayRateLimits } from "@/server/payments/payment-links/pay-rate-limit";
import { purgeRateLimitCounters, rateLimiter } from "@/server/platform/rate-limit/fixed-window";
import { resetTokenizeRateLimits } from "@/server/payments/tokens/rate-limit";
import { createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { startOfRoomyWindow } from "@/tests/support/rate-limit-window";

/**
 * The card-testing budgets of the public entry points and the general /v1 limit (docs/api/rate-limits.md): budgets an anonymous
 * caller can spend are keyed by its address together with the public identifier, the identifier's
 * own budget is far above any real checkout, and the counters live in PostgreSQL.
 */
async function withEnv(env: Record<string, string>, fn: () => Promise<void>): Promise<void> {
  Object.assign(process.env, env);
  resetConfigForTests();
  try {
    await fn();
  } finally {
    for (const k of Object.keys(env)) delete process.env[k];
    resetConfigForTests();
  }
}

afterEach(async () => {
  await Promise.all([resetTokenizeRateLimits(), resetPayRateLimits(), resetApiRateLimits()]);
});

const card = { number: "4111111111111111", holderName: "ANA", expirationMonth: "12", expirationYear: "2034", cvv: "1" };
const junk = (m: TestMerchant, ip: string) =>
  call(tokenize.POST, "POST", "/tokenize", { auth: m.publicAuth, body: { card }, ip });

describe("tokenize: one abuser cannot exhaust a merchant's public key", () => {
  it(
    "after one address is cut off and another has spent over 120 calls, a buyer elsewhere still tokenizes",
    { timeout: 60_000 },
    async () => {
      const m = await createTestMerchant();
      const statuses: number[] = [];
      await startOfRoomyWindow();
      // The public key is printed on every merchant page; an abuser spends it from two addresses.
      for (const ip of ["198.51.100.1", "198.51.100.2"])
        for (let i = 0; i < 65; i++) statuses.push((await junk(m, ip)).status);
      expect(statuses.at(-1)).toBe(429);
      const buyer = await call(tokenize.POST, "POST", "/tokenize", {
        auth: m.publicAuth,
        body: { card: { ...card, cvv: "123" } },
        ip: "203.0.113.77",
      });
      expect(buyer.status, JSON.stringify(buyer.body)).toBe(201);
      const cfg = config();
      expect(cfg.TOKENIZE_RATE_LIMIT_PER_KEY).toBeGreaterThanOrEqual(100 * cfg.TOKENIZE_RATE_LIMIT_PER_IP);
    },
  );
});

describe("the hosted checkout: one address cannot exhaust a link", () => {
  it(
    "counts per link and address together; the link's own budget is far above a real checkout",
    { timeout: 60_000 },
    async () => {
      const m = await createTestMerchant();
      const make = async () =>
        (
          await call(links.POST, "POST", "/v1/payment-links", {
            auth: m.auth,
            body: { title: "X", product_type: "digital", allowed_payment_methods: ["credit_card"], amount: 1000 },
          })
        ).body.data.id as string;
      const [a, b] = [await make(), await make()];
      const attempt = (id: string, ip: string) =>
        call(pay.POST, "POST", `/pay/${id}/charge`, { body: { installments: 99 }, params: { id }, ip });
      let last = 0;
      await startOfRoomyWindow();
      for (let i = 0; i <= config().PAY_RATE_LIMIT_PER_IP; i++) last = (await attempt(a, "198.51.100.9")).status;
      expect(last).toBe(429);
      // The same address on another link, and another address on this link, are other budgets.
      expect((await attempt(b, "198.51.100.9")).status).toBe(400);
      expect((await attempt(a, "198.51.100.10")).status).toBe(400);
      expect(config().PAY_RATE_LIMIT_PER_LINK).toBeGreaterThanOrEqual(100 * config().PAY_RATE_LIMIT_PER_IP);
    },
  );
});

describe("the counters are in PostgreSQL", () => {
  it("are rows every instance shares, and ended windows are purged by the job", async () => {
    const m = await createTestMerchant();
    await junk(m, "198.51.100.30");
    const rows = await (
      await getDb()
    )
      .select()
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, "tokenize:%"));
    expect(rows.map((r) => r.key)).toEqual(
      expect.arrayContaining([`tokenize:key:${m.keyId}`, `tokenize:keyip:${m.keyId}:198.51.100.30`]),
    );
    // Two limiter objects (two instances of the service) count into one budget.
    const at = new Date(Date.UTC(2026, 0, 1, 10, 0, 5));
    const first = rateLimiter("test.shared");
    const second = rateLimiter("test.shared");
    await first.consume([{ key: "k", limit: 1 }], at);
    await expect(second.consume([{ key: "k", limit: 1 }], at)).rejects.toThrow(/Too many requests/);
    const purged = await purgeRateLimitCounters(await getDb(), new Date(at.getTime() + 2 * 60_000));
    expect(purged).toBeGreaterThanOrEqual(1);
    const left = await (
      await getDb()
    )
      .select()
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, "test.shared:%"));
    expect(left).toHaveLength(0);
  });
});

describe("the general /v1 limit", () => {
  it("per credential: 429 with the envelope and Retry-After, other credentials unaffected", () =>
    withEnv({ API_RATE_LIMIT_PER_KEY: "3" }, async () => {
      const m = await createTestMerchant();
      const other = await createTestMerchant("Outra");
      for (let i = 0; i < 3; i++)
        expect((await call(apiKeysRoute.GET, "GET", "/v1/api-keys", { auth: m.auth })).status).toBe(200);
      const limited = await call(apiKeysRoute.GET, "GET", "/v1/api-keys", { auth: m.auth });
      expect(limited.status).toBe(429);
      expect(limited.body.error).toMatchObject({ type: "rate_limited", code: "rate_limited" });
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect((await call(apiKeysRoute.GET, "GET", "/v1/api-keys", { auth: other.auth })).status).toBe(200);
    }));

  it("per address for unauthenticated calls", () =>
    withEnv({ API_RATE_LIMIT_PER_IP: "2" }, async () => {
      const get = (ip: string) => call(openapiRoute.GET, "GET", "/v1/openapi.json", { ip });
      expect((await get("198.51.100.40")).status).toBe(200);
      expect((await get("198.51.100.40")).status).toBe(200);
      expect((await get("198.51.100.40")).status).toBe(429);
      expect((await get("198.51.100.41")).status).toBe(200);
    }));
});

describe("public-key calls have budgets of their own", () => {
  // What the browser SDK's fraud.collect() sends with the public key printed on the shop's pages.
  const publicCall = (m: TestMerchant, ip: string) =>
    call(fraudSessions.POST, "POST", "/v1/fraud/sessions", {
      auth: m.publicAuth,
      body: { device_id: "device-0123456789abcdef" },
      ip,
    });
  const secretCall = (m: TestMerchant) => call(apiKeysRoute.GET, "GET", "/v1/api-keys", { auth: m.auth });

  it("exhausting the public key's budget leaves the secret key's whole; each address has its own share", () =>
    withEnv(
      // An hour's window: the test's dozen calls must not straddle the start of a new window (counts restart),
      // which a minute's window allowed on a loaded machine.
      {
        API_RATE_LIMIT_PER_KEY: "3",
        API_PUBLIC_RATE_LIMIT_PER_KEY: "4",
        API_PUBLIC_RATE_LIMIT_PER_IP: "2",
        RATE_LIMIT_WINDOW_SECONDS: "3600",
      },
      async () => {
        const m = await createTestMerchant();
        // One address gets its share, then 429; its refused calls spend nothing of the key's budget.
        for (let i = 0; i < 2; i++) expect((await publicCall(m, "198.51.100.50")).status).toBe(201);
        for (let i = 0; i < 5; i++) {
          const refused = await publicCall(m, "198.51.100.50");
          expect(refused.status).toBe(429);
          expect(refused.body.error).toMatchObject({ type: "rate_limited", code: "rate_limited" });
        }
        // Another address gets its own share, up to the key's budget; after that every address is refused.
        for (let i = 0; i < 2; i++) expect((await publicCall(m, "198.51.100.51")).status).toBe(201);
        expect((await publicCall(m, "198.51.100.52")).status).toBe(429);
        // The merchant's own server, with the secret key, still has its whole budget.
        for (let i = 0; i < 3; i++) expect((await secretCall(m)).status).toBe(200);
        expect((await secretCall(m)).status).toBe(429);
      },
    ));

  it("a merchant's server spending its whole budget does not stop its buyers' public-key calls", () =>
    withEnv({ API_RATE_LIMIT_PER_KEY: "2" }, async () => {
      const m = await createTestMerchant();
      for (let i = 0; i < 2; i++) expect((await secretCall(m)).status).toBe(200);
      expect((await secretCall(m)).status).toBe(429);
      expect((await publicCall(m, "198.51.100.53")).status).toBe(201);
    }));
});
