import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as tokenize from "@/app/tokenize/route";
import { apiKeys, cardTokens } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { resetConfigForTests } from "@/server/platform/config";
import { resetTokenizeRateLimits } from "@/server/payments/tokens/rate-limit";
import { sealCard } from "@/server/payments/tokens/card-cipher";
import { newId } from "@/server/platform/ids";
import { basic, createPlatformKey, createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { luhnValid } from "@/sdk/src/validate-card";
import type { TokenizeResult } from "@/server/payments/tokens/tokenize-card";
import { card, cardNumber } from "./cards";

interface Answer {
  data: TokenizeResult;
  error: { type: string; code: string; message: string; param?: string; details: Array<{ param: string }> };
}
const post = (auth: string | undefined, body: unknown, ip?: string) =>
  call<Answer, Record<string, never>>(tokenize.POST, "POST", "/tokenize", { auth, body, ip });

afterEach(() => resetTokenizeRateLimits());

describe("POST /tokenize", () => {
  it("answers the SDK's TokenizeResult in the data envelope", async () => {
    const m = await createTestMerchant();
    const res = await post(m.publicAuth, { card: card("4111 1111 1111 1111") });
    expect(res.status).toBe(201);
    const { token, ...rest } = res.body.data;
    expect(token).toMatch(/^tok_[A-Za-z0-9_-]{32}$/);
    expect(rest).toEqual({
      brand: "visa",
      lastFourDigits: "1111",
      firstSixDigits: "411111",
      expirationMonth: "12",
      expirationYear: String(new Date().getUTCFullYear() + 2),
    });
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("accepts the card fields at the top level too", async () => {
    const m = await createTestMerchant();
    const res = await post(m.publicAuth, card("5555555555554444"));
    expect(res.status).toBe(201);
    expect(res.body.data.brand).toBe("mastercard");
  });

  it("tokenizes 13- and 19-digit numbers, amex with 4-digit CVV, elo beating visa", async () => {
    const m = await createTestMerchant();
    expect((await post(m.publicAuth, { card: card("4222222222222") })).body.data).toMatchObject({
      brand: "visa",
      lastFourDigits: "2222",
    });
    const n19 = cardNumber("6062826", 19);
    expect((await post(m.publicAuth, { card: card(n19) })).body.data).toMatchObject({
      brand: "hipercard",
      firstSixDigits: "606282",
    });
    expect((await post(m.publicAuth, { card: card("3782 822463 10005", { cvv: "4821" }) })).body.data.brand).toBe(
      "amex",
    );
    expect((await post(m.publicAuth, { card: card(cardNumber("438935")) })).body.data.brand).toBe("elo");
  });

  it("answers preflight for any origin", async () => {
    const res = tokenize.OPTIONS();
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-methods")).toContain("POST");
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
  });
});

describe("validation errors name the card field (docs/api/card-brands.md)", () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ["12 digits", { number: cardNumber("4", 12) }, "card.number"],
    ["20 digits", { number: cardNumber("4", 20) }, "card.number"],
    ["Luhn failure", { number: "4111111111111112" }, "card.number"],
    ["unknown brand", { number: cardNumber("9") }, "card.number"],
    ["number not a string", { number: 4111111111111111 }, "card.number"],
    ["empty holder", { holderName: "" }, "card.holderName"],
    ["blank holder", { holderName: "   " }, "card.holderName"],
    ["month 13", { expirationMonth: "13" }, "card.expirationMonth"],
    ["month 0", { expirationMonth: "0" }, "card.expirationMonth"],
    ["year of 2 digits", { expirationYear: "30" }, "card.expirationYear"],
    ["year in the past", { expirationYear: "2020" }, "card.expirationYear"],
    ["cvv of 2 digits", { cvv: "12" }, "card.cvv"],
    ["cvv of letters", { cvv: "abc" }, "card.cvv"],
    ["cvv missing", { cvv: undefined }, "card.cvv"],
    ["unknown field", { pin: "1234" }, "card.pin"],
  ];
  it.each(cases)("%s → 400 on %s", async (_name, over, param) => {
    const m = await createTestMerchant();
    const res = await post(m.publicAuth, { card: card(undefined, over) });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: "validation_error", param });
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(await (await getDb()).select().from(cardTokens).where(eq(cardTokens.merchantId, m.id))).toHaveLength(0);
  });

  it("refuses a 3-digit CVV on amex and a 4-digit one on visa", async () => {
    const m = await createTestMerchant();
    expect((await post(m.publicAuth, { card: card("378282246310005", { cvv: "123" }) })).body.error.param).toBe(
      "card.cvv",
    );
    expect((await post(m.publicAuth, { card: card("4111111111111111", { cvv: "1234" }) })).body.error.param).toBe(
      "card.cvv",
    );
  });

  it("lists every bad field in details", async () => {
    const m = await createTestMerchant();
    const res = await post(m.publicAuth, {
      card: { number: "123", holderName: "", expirationMonth: "13", expirationYear: "1", cvv: "1" },
    });
    expect(res.body.error.param).toBe("card.number");
    expect(res.body.error.details.map((d) => d.param)).toEqual([
      "card.number",
      "card.holderName",
      "card.expirationMonth",
      "card.expirationYear",
      "card.cvv",
    ]);
  });
});

describe("authentication", () => {
  it("answers 401 without a key, with an unknown, an inactive or a platform key, and with a secret key as the user name", async () => {
    const m = await createTestMerchant();
    const body = { card: card() };
    const none = await post(undefined, body);
    expect(none.status).toBe(401);
    expect(none.body.error.type).toBe("authentication_error");
    expect(none.headers.get("access-control-allow-origin")).toBe("*");
    expect((await post(basic("pk_doesnotexist"), body)).status).toBe(401);
    expect((await post(basic(m.secretKey), body)).status).toBe(401);
    const platform = await createPlatformKey();
    const [pk] = await (await getDb()).select().from(apiKeys).where(eq(apiKeys.id, platform.id));
    expect((await post(basic(pk.publicKey), body)).status).toBe(401);
    await (await getDb()).update(apiKeys).set({ status: "inactive" }).where(eq(apiKeys.id, m.keyId));
    const inactive = await post(m.publicAuth, body);
    expect(inactive.status).toBe(401);
    expect(inactive.body.error.code).toBe("invalid_public_key");
    expect(await (await getDb()).select().from(cardTokens).where(eq(cardTokens.merchantId, m.id))).toHaveLength(0);
  });
});

describe("a secret key sent from a browser", () => {
  it("is refused with 401 secret_key_in_browser, right or wrong, and nothing is stored", async () => {
    const m = await createTestMerchant();
    for (const password of [m.secretKey, "sk_not_even_the_right_one"]) {
      const res = await post(basic(m.publicKey, password), { card: card() });
      expect(res.status).toBe(401);
      expect(res.body.error).toMatchObject({ type: "authentication_error", code: "secret_key_in_browser" });
      expect(res.body.error.message).toMatch(/public key alone/);
    }
    expect(await (await getDb()).select().from(cardTokens).where(eq(cardTokens.merchantId, m.id))).toHaveLength(0);
    // The public key alone still works: only the secret was in the way.
    expect((await post(m.publicAuth, { card: card() })).status).toBe(201);
  });
});

describe("de-duplication (rule 5)", () => {
  it("gives the same card the same token, another merchant another token", async () => {
    const a = await createTestMerchant("A");
    const b = await createTestMerchant("B");
    const first = await post(a.publicAuth, { card: card("4111 1111 1111 1111") });
    const again = await post(a.publicAuth, { card: card("4111-1111-1111-1111") });
    expect(first.status).toBe(201);
    // The same status for a card on file: a public-key holder cannot tell (docs/api/hosted-checkout.md).
    expect(again.status).toBe(201);
    expect(again.body.data.token).toBe(first.body.data.token);
    const other = await post(b.publicAuth, { card: card("4111111111111111") });
    expect(other.status).toBe(201);
    expect(other.body.data.token).not.toBe(first.body.data.token);
    const different = await post(a.publicAuth, { card: card("5555555555554444") });
    expect(different.body.data.token).not.toBe(first.body.data.token);
    expect(await (await getDb()).select().from(cardTokens).where(eq(cardTokens.merchantId, a.id))).toHaveLength(2);
  });

  it("keeps the token of a reissued card; a public key echoes the expiry sent and does not rewrite the stored one", async () => {
    const m = await createTestMerchant();
    const year = new Date().getUTCFullYear();
    const first = await post(m.publicAuth, { card: card(undefined, { expirationYear: String(year + 1) }) });
    const renewed = await post(m.publicAuth, {
      card: card(undefined, { expirationYear: String(year + 5), expirationMonth: "03" }),
    });
    expect(renewed.status).toBe(201);
    expect(renewed.body.data).toMatchObject({
      token: first.body.data.token,
      expirationYear: String(year + 5),
      expirationMonth: "03",
    });
    const [row] = await (await getDb()).select().from(cardTokens).where(eq(cardTokens.token, first.body.data.token));
    expect({ month: row.expirationMonth, year: row.expirationYear }).toEqual({ month: "12", year: String(year + 1) });
  });

  it("matches a legacy token (no fingerprint) by BIN, last four and expiry, confirmed on the full number", async () => {
    const m = await createTestMerchant();
    const year = String(new Date().getUTCFullYear() + 2);
    const db = await getDb();
    const legacy = async (number: string) => {
      const id = newId();
      const token = `tok_legacy${id.replace(/-/g, "")}`;
      await db.insert(cardTokens).values({
        id,
        token,
        merchantId: m.id,
        fingerprint: null,
        brand: "visa",
        firstSix: number.slice(0, 6),
        lastFour: number.slice(-4),
        expirationMonth: "12",
        expirationYear: year,
        ...sealCard(id, { number, holderName: "Maria da Silva", expirationMonth: "12", expirationYear: year }),
      });
      return { id, token };
    };
    // Same BIN, last four and expiry, other middle digits: other cards.
    const [lookalike, third] = Array.from(
      { length: 100 },
      (_, i) => `411111${String(i).padStart(2, "0")}00001111`,
    ).filter((n) => n !== "4111111111111111" && luhnValid(n));
    const look = await legacy(lookalike);
    const old = await legacy("4111111111111111");
    const res = await post(m.publicAuth, { card: card("4111111111111111") });
    expect(res.status).toBe(201);
    expect(res.body.data.token).toBe(old.token);
    const [row] = await db.select().from(cardTokens).where(eq(cardTokens.id, old.id));
    expect(row.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect((await post(m.publicAuth, { card: card(lookalike) })).body.data.token).toBe(look.token);
    const other = await post(m.publicAuth, { card: card(third) });
    expect(other.status).toBe(201);
    expect([old.token, look.token]).not.toContain(other.body.data.token);
  });
});

describe("rate limits", () => {
  const withEnv = async (env: Record<string, string>, fn: () => Promise<void>) => {
    Object.assign(process.env, env);
    resetConfigForTests();
    try {
      await fn();
    } finally {
      for (const k of Object.keys(env)) delete process.env[k];
      resetConfigForTests();
    }
  };

  it("limits per public key with 429 and Retry-After", () =>
    withEnv({ TOKENIZE_RATE_LIMIT_PER_KEY: "3" }, async () => {
      const m = await createTestMerchant();
      for (let i = 0; i < 3; i++) expect((await post(m.publicAuth, { card: card() })).status).toBeLessThan(300);
      const limited = await post(m.publicAuth, { card: card() });
      expect(limited.status).toBe(429);
      expect(limited.body.error.type).toBe("rate_limited");
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(limited.headers.get("access-control-allow-origin")).toBe("*");
      const other = await createTestMerchant();
      expect((await post(other.publicAuth, { card: card() })).status).toBe(201);
    }));

  it("limits per public key and client address together: one address cannot spend the key's budget", () =>
    withEnv({ TOKENIZE_RATE_LIMIT_PER_IP: "2" }, async () => {
      const a = await createTestMerchant();
      const b = await createTestMerchant();
      expect((await post(a.publicAuth, { card: card() }, "198.51.100.7")).status).toBe(201);
      expect((await post(a.publicAuth, { card: card() }, "198.51.100.7")).status).toBe(201);
      expect((await post(a.publicAuth, { card: card() }, "198.51.100.7")).status).toBe(429);
      // Another merchant's key from that address, and that key from another address, still work.
      expect((await post(b.publicAuth, { card: card() }, "198.51.100.7")).status).toBe(201);
      expect((await post(a.publicAuth, { card: card() }, "198.51.100.8")).status).toBe(201);
    }));

  it("counts failed validations: card testing from one address is cut off", () =>
    withEnv({ TOKENIZE_FAILURE_LIMIT_PER_IP: "3" }, async () => {
      const m = await createTestMerchant();
      const ip = "203.0.113.50";
      for (const n of ["4111111111111112", "4111111111111113", "x"]) {
        expect((await post(m.publicAuth, { card: card(n) }, ip)).status).toBe(400);
      }
      const blocked = await post(m.publicAuth, { card: card() }, ip);
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get("retry-after")).toBeTruthy();
      expect((await post(m.publicAuth, { card: card() }, "203.0.113.51")).status).toBe(201);
    }));
});
