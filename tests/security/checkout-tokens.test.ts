import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as links from "@/app/v1/payment-links/route";
import * as pay from "@/app/pay/[id]/charge/route";
import * as tokenize from "@/app/tokenize/route";
import * as chargesRoute from "@/app/v1/charges/route";
import { cardTokens, charges, checkoutCardTokens } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { systemCtx } from "@/server/platform/context";
import { openCard } from "@/server/payments/tokens/card-cipher";
import { purgeCheckoutTokens } from "@/server/payments/tokens/purge-checkout-tokens";
import { basic, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { checkoutCard, checkoutPageData } from "@/tests/support/checkout";

/**
 * The hosted checkout's card tokens (docs/api/hosted-checkout.md, "Card tokens on the hosted checkout"): a card
 * token is not a bearer credential on the public pages. The hosted checkout's token is bound to its
 * link and its checkout session, pays once, within minutes; tokenizing tells a public-key holder
 * nothing about the cards on file and rewrites no stored card.
 */
const customer = { name: "Ana Souza", email: "ana@example.com" };
const year = String(new Date().getUTCFullYear() + 3);
const cardBody = (number = "4111111111111111", extra: Record<string, string> = {}) => ({
  card: { number, holderName: "ANA SOUZA", expirationMonth: "12", expirationYear: year, cvv: "123", ...extra },
});

async function newLink(m: TestMerchant) {
  const res = await call(links.POST, "POST", "/v1/payment-links", {
    auth: m.auth,
    body: { title: "Curso", product_type: "digital", allowed_payment_methods: ["credit_card"], amount: 5000 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string };
}

function payWith(linkId: string, body: Record<string, unknown>) {
  return call(pay.POST, "POST", `/pay/${linkId}/charge`, {
    body: { payment_method: "credit_card", customer, ...body },
    params: { id: linkId },
  });
}

describe("the hosted checkout's card tokens", () => {
  it("a vault token (made with the merchant's own public key) does not pay on the public page", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m);
    const vault = await call(tokenize.POST, "POST", "/tokenize", { auth: m.publicAuth, body: cardBody() });
    expect(vault.status).toBe(201);
    const { checkoutSession } = await checkoutPageData(link.id);
    const res = await payWith(link.id, { token: vault.body.data.token, checkout_session: checkoutSession });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_token", param: "token" });
    expect(await (await getDb()).select().from(charges).where(eq(charges.paymentLinkId, link.id))).toHaveLength(0);
  });

  it("pays once: the same token a second time is refused", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m);
    const bound = await checkoutCard(link.id);
    expect(bound.token).toMatch(/^ctok_/);
    const first = await payWith(link.id, bound);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.paid).toBe(true);
    const again = await payWith(link.id, bound);
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe("invalid_token");
    expect(await (await getDb()).select().from(charges).where(eq(charges.paymentLinkId, link.id))).toHaveLength(1);
  });

  it("five payments racing with one token: exactly one pays (meaningful on PostgreSQL)", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m);
    const bound = await checkoutCard(link.id);
    const results = await Promise.all(Array.from({ length: 5 }, () => payWith(link.id, bound)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.body.error?.code === "invalid_token")).toHaveLength(4);
  });

  it("is bound to its link and its session, and expires", async () => {
    const m = await createTestMerchant();
    const [a, b] = [await newLink(m), await newLink(m)];
    const onA = await checkoutCard(a.id);
    // Another link of the same merchant.
    expect((await payWith(b.id, onA)).body.error?.code).toBe("invalid_token");
    // Another view (session) of the same link.
    const otherView = await checkoutPageData(a.id);
    expect(otherView.checkoutSession).not.toBe(onA.checkout_session);
    expect((await payWith(a.id, { ...onA, checkout_session: otherView.checkoutSession })).body.error?.code).toBe(
      "invalid_token",
    );
    // Minutes, not forever.
    const late = await checkoutCard(a.id);
    await (
      await getDb()
    )
      .update(checkoutCardTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutCardTokens.token, late.token));
    expect((await payWith(a.id, late)).body.error?.code).toBe("invalid_token");
    // The untouched one still pays.
    expect((await payWith(a.id, onA)).body.data?.paid).toBe(true);
    // Expired and used tokens are purged.
    const { purged } = await purgeCheckoutTokens({ ctx: systemCtx({ now: () => new Date(Date.now() + 3600_000) }) });
    expect(purged).toBeGreaterThanOrEqual(2);
  });

  it("the checkout key tokenizes only with a genuine session of one of its merchant's links", async () => {
    const m = await createTestMerchant();
    const other = await createTestMerchant("Outra");
    const link = await newLink(m);
    const foreign = await newLink(other);
    const { publicKey, checkoutSession } = await checkoutPageData(link.id);
    const send = (session?: string) =>
      call(tokenize.POST, "POST", "/tokenize", {
        auth: basic(publicKey),
        headers: session === undefined ? {} : { "x-checkout-session": session },
        body: cardBody("5555555555554444"),
      });
    expect((await send()).body.error?.code).toBe("checkout_session_invalid");
    const forged = checkoutSession.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await send(forged)).body.error?.code).toBe("checkout_session_invalid");
    expect((await send((await checkoutPageData(foreign.id)).checkoutSession)).body.error?.code).toBe(
      "checkout_session_invalid",
    );
    // None of the refused calls put the card in the vault.
    expect(await (await getDb()).select().from(cardTokens).where(eq(cardTokens.merchantId, m.id))).toHaveLength(0);
    const ok = await send(checkoutSession);
    expect(ok.status).toBe(201);
    expect(ok.body.data.token).toMatch(/^ctok_/);
  });

  it("a bound token is no card token for the API", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m);
    const bound = await checkoutCard(link.id);
    const res = await call(chargesRoute.POST, "POST", "/v1/charges", {
      auth: m.auth,
      body: { amount: 5000, payment_method: "credit_card", payment_details: { token: bound.token } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_token");
  });
});

describe("tokenizing tells a public-key holder nothing and rewrites nothing", () => {
  it("the same status and body shape for a new card and one on file; the stored name and expiry stay", async () => {
    const m = await createTestMerchant();
    const first = await call(tokenize.POST, "POST", "/tokenize", { auth: m.publicAuth, body: cardBody() });
    const later = String(Number(year) + 2);
    const second = await call(tokenize.POST, "POST", "/tokenize", {
      auth: m.publicAuth,
      body: cardBody("4111111111111111", { holderName: "SOMEONE ELSE", expirationMonth: "01", expirationYear: later }),
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(Object.keys(second.body.data).sort()).toEqual(Object.keys(first.body.data).sort());
    // The answer echoes what was sent, not what is stored.
    expect(second.body.data).toMatchObject({ expirationMonth: "01", expirationYear: later });
    const [row] = await (await getDb()).select().from(cardTokens).where(eq(cardTokens.merchantId, m.id));
    expect({ month: row.expirationMonth, year: row.expirationYear }).toEqual({ month: "12", year });
    expect(openCard(row.id, row).holderName).toBe("ANA SOUZA");
  });

  it("on the hosted checkout every tokenization is a new token, and the charge uses what the buyer typed", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m);
    const one = await checkoutCard(link.id, "4111111111111111");
    const two = await checkoutCard(link.id, "4111111111111111", { holderName: "MARIA LIMA", expirationYear: "2036" });
    expect(two.token).not.toBe(one.token);
    const paid = await payWith(link.id, two);
    expect(paid.body.data.paid).toBe(true);
    const db = await getDb();
    const [charge] = await db
      .select()
      .from(charges)
      .where(eq(charges.id, paid.body.data.charge_id as string));
    expect(charge.cardHolderName).toBe("MARIA LIMA");
    const [vault] = await db.select().from(cardTokens).where(eq(cardTokens.merchantId, m.id));
    expect(openCard(vault.id, vault).holderName).toBe("ANA SOUZA");
    expect(vault.expirationYear).toBe("2034");
  });
});
