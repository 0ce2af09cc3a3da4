import { afterAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { cardTokens } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { resetConfigForTests } from "@/server/platform/config";
import { ValidationError } from "@/server/platform/errors";
import { openCard } from "@/server/payments/tokens/card-cipher";
import { resetCardKeys } from "@/server/payments/tokens/card-keys";
import { revealCardForCharge } from "@/server/payments/tokens/reveal-card-for-charge";
import { rotateCardKey } from "@/server/payments/tokens/rotate-card-key";
import { tokenizeCard } from "@/server/payments/tokens/tokenize-card";
import { commands } from "@/server/registries/cli/commands";
import { systemCtx, type Ctx } from "@/server/platform/context";
import { createTestMerchant } from "@/tests/support/fixtures";
import { card } from "./cards";

const keyA = randomBytes(32).toString("base64");
const keyB = randomBytes(32).toString("base64");
const fingerprintKey = randomBytes(32).toString("base64");

function useKeys(env: Record<string, string>): void {
  for (const k of ["CARD_ENCRYPTION_KEY", "CARD_ENCRYPTION_KEY_ID", "CARD_ENCRYPTION_OLD_KEYS", "CARD_FINGERPRINT_KEY"])
    delete process.env[k];
  Object.assign(process.env, env);
  resetConfigForTests();
  resetCardKeys();
}

afterAll(() => useKeys({}));

const publicCtx = (merchantId: string): Ctx => ({
  ...systemCtx(),
  actor: { role: "public", merchantId, via: "public_key" },
});

describe("revealCardForCharge", () => {
  it("decrypts only the caller's own token; another merchant's and an unknown one are invalid_token on payment_details.token", async () => {
    useKeys({});
    const a = await createTestMerchant("A");
    const b = await createTestMerchant("B");
    const t = await tokenizeCard({
      ctx: publicCtx(a.id),
      input: card("4111 1111 1111 1111", { holderName: "  Maria   da Silva " }),
    });
    const card1 = await revealCardForCharge({ ctx: a.ctx, token: t.token });
    expect(card1).toMatchObject({
      number: "4111111111111111",
      holderName: "Maria da Silva",
      brand: "visa",
      lastFourDigits: "1111",
      firstSixDigits: "411111",
    });
    expect(card1).not.toHaveProperty("cvv");
    for (const [ctx, token] of [
      [b.ctx, t.token],
      [a.ctx, "tok_" + "x".repeat(32)],
      [a.ctx, "not a token"],
    ] as const) {
      const err = await revealCardForCharge({ ctx, token }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ValidationError);
      expect(err).toMatchObject({ type: "validation_error", param: "payment_details.token", code: "invalid_token" });
    }
  });

  it("refuses a ciphertext moved onto another token (the token id is the associated data)", async () => {
    useKeys({});
    const m = await createTestMerchant();
    const ctx = publicCtx(m.id);
    const t1 = await tokenizeCard({ ctx, input: card("4111111111111111") });
    const t2 = await tokenizeCard({ ctx, input: card("5555555555554444") });
    const db = await getDb();
    const [r1] = await db.select().from(cardTokens).where(eq(cardTokens.token, t1.token));
    const [r2] = await db.select().from(cardTokens).where(eq(cardTokens.token, t2.token));
    expect(r1.iv).not.toBe(r2.iv);
    expect(() => openCard(r2.id, r1)).toThrow();
    expect(openCard(r1.id, r1).number).toBe("4111111111111111");
  });
});

describe("key rotation", () => {
  it("re-encrypts old tokens under the new key; de-duplication survives; the old key can then go", async () => {
    useKeys({ CARD_ENCRYPTION_KEY: keyA, CARD_ENCRYPTION_KEY_ID: "ka", CARD_FINGERPRINT_KEY: fingerprintKey });
    const m = await createTestMerchant();
    const ctx = publicCtx(m.id);
    const t = await tokenizeCard({ ctx, input: card("3782 822463 10005", { cvv: "4821" }) });
    const db = await getDb();
    const [before] = await db.select().from(cardTokens).where(eq(cardTokens.token, t.token));
    expect(before.keyId).toBe("ka");

    useKeys({
      CARD_ENCRYPTION_KEY: keyB,
      CARD_ENCRYPTION_KEY_ID: "kb",
      CARD_ENCRYPTION_OLD_KEYS: `ka:${keyA}`,
      CARD_FINGERPRINT_KEY: fingerprintKey,
    });
    expect((await revealCardForCharge({ ctx: m.ctx, token: t.token })).number).toBe("378282246310005");
    const rotate = commands.find((c) => c.name === "rotate-card-key");
    expect(rotate).toBeDefined();
    expect(await rotate!.run({ "dry-run": true }, systemCtx())).toMatchObject({ keyId: "kb", dryRun: true });
    const report = await rotateCardKey({ ctx: systemCtx(), input: {} });
    // Tokens of the tests above were sealed under the generated development key, not configured here.
    const devRows = await db.select().from(cardTokens).where(eq(cardTokens.keyId, "dev1"));
    expect(report.missingKey).toBe(devRows.length);
    expect(report.reencrypted).toBeGreaterThanOrEqual(1);
    const [after] = await db.select().from(cardTokens).where(eq(cardTokens.token, t.token));
    expect(after.keyId).toBe("kb");
    expect(after.ciphertext).not.toBe(before.ciphertext);
    expect((await rotateCardKey({ ctx: systemCtx(), input: {} })).reencrypted).toBe(0);

    useKeys({ CARD_ENCRYPTION_KEY: keyB, CARD_ENCRYPTION_KEY_ID: "kb", CARD_FINGERPRINT_KEY: fingerprintKey });
    expect((await revealCardForCharge({ ctx: m.ctx, token: t.token })).number).toBe("378282246310005");
    expect((await tokenizeCard({ ctx, input: card("378282246310005", { cvv: "4821" }) })).token).toBe(t.token);
  });

  it("reports tokens whose key is gone instead of failing", async () => {
    useKeys({ CARD_ENCRYPTION_KEY: keyA, CARD_ENCRYPTION_KEY_ID: "kgone", CARD_FINGERPRINT_KEY: fingerprintKey });
    const m = await createTestMerchant();
    await tokenizeCard({ ctx: publicCtx(m.id), input: card("6011111111111117") });
    useKeys({ CARD_ENCRYPTION_KEY: keyB, CARD_ENCRYPTION_KEY_ID: "kb", CARD_FINGERPRINT_KEY: fingerprintKey });
    const report = await rotateCardKey({ ctx: systemCtx(), input: {} });
    expect(report.missingKey).toBeGreaterThanOrEqual(1);
  });

  it("refuses to run in production without configured keys", async () => {
    useKeys({});
    process.env.APP_ENV = "production";
    resetConfigForTests();
    resetCardKeys();
    try {
      const m = await createTestMerchant();
      await expect(tokenizeCard({ ctx: publicCtx(m.id), input: card() })).rejects.toThrow(/must be set in production/);
    } finally {
      process.env.APP_ENV = "test";
      useKeys({});
    }
  });
});
