import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as collection from "@/app/v1/payment-links/route";
import * as item from "@/app/v1/payment-links/[id]/route";
import * as pay from "@/app/pay/[id]/charge/route";
import * as success from "@/app/pay/[id]/success/route";
import { GET as pageGET } from "@/app/pay/[id]/route";
import { charges, paymentLinks } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { checkoutCredential as checkoutPublicKey } from "@/server/payments/checkout-credentials/checkout-credential";
import { systemCtx } from "@/server/platform/context";
import { resetPayRateLimits } from "@/server/payments/payment-links/pay-rate-limit";
import { releaseEndedHolds } from "@/server/payments/payment-links/release-holds";
import { cancelCharge } from "@/server/payments/charges/cancel-charge";
import { createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { checkoutCard } from "@/tests/support/checkout";

const customer = { name: "Ana Souza", email: "ana@example.com" };

async function newLink(m: TestMerchant, extra: Record<string, unknown> = {}) {
  const res = await call(collection.POST, "POST", "/v1/payment-links", {
    auth: m.auth,
    body: {
      title: "Ingresso",
      product_type: "digital",
      allowed_payment_methods: ["credit_card", "apple_pay"],
      amount: 12000,
      max_installments: 3,
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string };
}

/** A token the hosted page would make for this link (tests/support/checkout.ts): it pays once. */
const card = (link: { id: string }, number = "4111111111111111") => checkoutCard(link.id, number);
/** A well-formed token for calls refused before the token is looked at. */
const ANY_CARD = { token: "ctok_not_looked_at_0000000", checkout_session: "cs_x" };

function payCall(id: string, body: Record<string, unknown>, ip?: string) {
  return call(pay.POST, "POST", `/pay/${id}/charge`, {
    body: { payment_method: "credit_card", customer, ...body },
    params: { id },
    ip,
  });
}

async function linkRow(id: string) {
  const [row] = await (await getDb()).select().from(paymentLinks).where(eq(paymentLinks.id, id));
  return row;
}

async function linkCharges(id: string) {
  return (await getDb()).select().from(charges).where(eq(charges.paymentLinkId, id));
}

describe("paying through a link", () => {
  it("pays in 3 installments; the charge carries payment_link_id and counts a use", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m);
    const res = await payCall(link.id, { ...(await card(link)), installments: 3 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ paid: true, status: "captured", failure_code: null });
    expect(res.body.data.next_url).toContain(`/pay/${link.id}/success?charge_id=${res.body.data.charge_id}`);
    const [charge] = await linkCharges(link.id);
    expect(charge).toMatchObject({
      id: res.body.data.charge_id,
      merchantId: m.id,
      amount: 12000,
      installments: 3,
      status: "captured",
      customerEmail: "ana@example.com",
    });
    expect((await linkRow(link.id)).uses).toBe(1);
    const receipt = await success.GET(
      new Request(res.body.data.next_url as string, { headers: { "accept-language": "pt-BR" } }),
      { params: Promise.resolve({ id: link.id }) },
    );
    expect(receipt.status).toBe(200);
    const html = await receipt.text();
    expect(html).toContain("Pagamento aprovado");
    expect(html).toContain("3x de R$ 40,00 sem juros");
    expect(html).toContain("•••• 1111");
    const listed = await call(collection.GET, "GET", "/v1/payment-links", { auth: m.auth });
    expect(listed.body.data[0]).toMatchObject({ uses: 1, revenue: 12000 });
  });

  it("a declined card says why, creates a failed charge, and does not use up the link", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m, { max_uses: 1 });
    const res = await payCall(link.id, await card(link, "4000000000000002"));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      paid: false,
      status: "failed",
      failure_code: "card_declined",
      next_url: null,
    });
    expect(res.body.data.failure_message).toBeTruthy();
    expect((await linkRow(link.id)).uses).toBe(0);
    const retry = await payCall(link.id, await card(link, "5555555555554444"));
    expect(retry.body.data.paid).toBe(true);
    expect((await linkRow(link.id)).uses).toBe(1);
    const again = await payCall(link.id, ANY_CARD);
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe("link_used_up");
    const page = await pageGET(
      new Request(`http://localhost/pay/${link.id}`, { headers: { "accept-language": "pt-BR" } }),
      { params: Promise.resolve({ id: link.id }) },
    );
    const html = await page.text();
    expect(html).toContain("Este link já atingiu o limite de pagamentos");
    expect(html).not.toContain('id="checkout"');
  });

  it("takes no payment on an inactive or expired link", async () => {
    const m = await createTestMerchant();
    const off = await newLink(m);
    await call(item.DELETE, "DELETE", `/v1/payment-links/${off.id}`, { auth: m.auth, params: { id: off.id } });
    const r1 = await payCall(off.id, ANY_CARD);
    expect(r1.status).toBe(422);
    expect(r1.body.error.code).toBe("link_inactive");

    const soon = await newLink(m, { expires_at: new Date(Date.now() + 60_000).toISOString() });
    await (
      await getDb()
    )
      .update(paymentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentLinks.id, soon.id));
    const r2 = await payCall(soon.id, ANY_CARD);
    expect(r2.status).toBe(422);
    expect(r2.body.error.code).toBe("link_expired");
    expect(await linkCharges(off.id)).toHaveLength(0);
    expect(await linkCharges(soon.id)).toHaveLength(0);
  });

  it("checks installments, the method and the amount against the link", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m, { allowed_payment_methods: ["credit_card"] });
    expect((await payCall(link.id, { ...ANY_CARD, installments: 4 })).body.error.param).toBe("installments");
    expect((await payCall(link.id, { ...ANY_CARD, amount: 1 })).body.error.param).toBe("amount");
    expect((await payCall(link.id, { payment_method: "apple_pay" })).body.error.code).toBe("payment_method_disabled");
    expect((await payCall(link.id, {})).body.error.param).toBe("token");
    const open = await newLink(m, { amount: null });
    expect((await payCall(open.id, ANY_CARD)).body.error.param).toBe("amount");
    const typed = await payCall(open.id, { ...(await card(open)), amount: 4550 });
    expect(typed.body.data.paid).toBe(true);
    expect((await linkCharges(open.id))[0].amount).toBe(4550);
    expect((await linkRow(link.id)).uses).toBe(0);
    const missing = await payCall("0190aaaa-0000-7000-8000-000000000000", ANY_CARD);
    expect(missing.status).toBe(404);
  });

  it("apple pay goes to the secure checkout with the link on the charge", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m);
    const res = await payCall(link.id, { payment_method: "apple_pay" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.status).toBe("pending");
    expect(res.body.data.next_url).toMatch(/\/checkout\/[0-9a-f-]{36}$/);
    expect((await linkCharges(link.id))[0].paymentMethod).toBe("apple_pay");
  });

  it("rate limits payment attempts per address", async () => {
    await resetPayRateLimits();
    const m = await createTestMerchant();
    const link = await newLink(m);
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await payCall(link.id, { installments: 99 }, "198.51.100.7")).status;
    expect(last).toBe(429);
    expect((await payCall(link.id, { installments: 99 }, "198.51.100.8")).status).toBe(400);
    await resetPayRateLimits();
  });

  it("keeps one checkout public key per merchant and replaces a revoked one", async () => {
    const m = await createTestMerchant();
    const [k1, k2] = await Promise.all([checkoutPublicKey(systemCtx(), m.id), checkoutPublicKey(systemCtx(), m.id)]);
    expect(k1).toMatch(/^pkc_/);
    expect(k2).toBe(k1);
    expect(k1).not.toBe(m.publicKey);
  });
});

describe("max_uses under concurrent buyers", () => {
  it("max_uses = 1 with 10 concurrent payments: exactly one charge succeeds", async () => {
    await resetPayRateLimits();
    const m = await createTestMerchant();
    const link = await newLink(m, { max_uses: 1 });
    const cards = await Promise.all(Array.from({ length: 10 }, () => card(link)));
    const results = await Promise.all(cards.map((c) => payCall(link.id, c)));
    const paid = results.filter((r) => r.status === 201 && r.body.data.paid);
    expect(paid).toHaveLength(1);
    expect(results.filter((r) => r.status === 422 && r.body.error.code === "link_used_up")).toHaveLength(9);
    const made = await (
      await getDb()
    )
      .select()
      .from(charges)
      .where(and(eq(charges.paymentLinkId, link.id), eq(charges.status, "captured")));
    expect(made).toHaveLength(1);
    expect((await linkRow(link.id)).uses).toBe(1);
  });
});

describe("Apple Pay holds", () => {
  it("a canceled Apple Pay charge gives its use back, once", async () => {
    await resetPayRateLimits();
    const m = await createTestMerchant();
    const link = await newLink(m, { max_uses: 1 });
    const res = await payCall(link.id, { payment_method: "apple_pay" });
    expect(res.body.data.status).toBe("pending");
    expect((await linkRow(link.id)).uses).toBe(1);
    // While the buyer is in the secure checkout, nobody else can take the last use.
    expect((await payCall(link.id, { payment_method: "apple_pay" })).body.error.code).toBe("link_used_up");
    expect((await releaseEndedHolds({ ctx: m.ctx })).released).toBe(0);
    await cancelCharge({ ctx: m.ctx, id: res.body.data.charge_id as string });
    expect((await releaseEndedHolds({ ctx: m.ctx })).released).toBe(1);
    expect((await linkRow(link.id)).uses).toBe(0);
    expect((await releaseEndedHolds({ ctx: m.ctx })).released).toBe(0);
    expect((await linkRow(link.id)).uses).toBe(0);
  });
});

describe("redirect_url", () => {
  it("sends the buyer to the merchant's page with the charge id after paying", async () => {
    await resetPayRateLimits();
    const m = await createTestMerchant();
    const link = await newLink(m, { redirect_url: "https://loja.example.com/obrigado?pedido=42" });
    const res = await payCall(link.id, await card(link));
    const next = new URL(res.body.data.next_url as string);
    expect(next.origin + next.pathname).toBe("https://loja.example.com/obrigado");
    expect(next.searchParams.get("pedido")).toBe("42");
    expect(next.searchParams.get("charge_id")).toBe(res.body.data.charge_id);
  });
});

describe("double submission", () => {
  it("the same Idempotency-Key replays the first answer and makes one charge", async () => {
    await resetPayRateLimits();
    const m = await createTestMerchant();
    const link = await newLink(m);
    const body = { payment_method: "credit_card", customer, ...(await card(link)) };
    const send = () =>
      call(pay.POST, "POST", `/pay/${link.id}/charge`, {
        body,
        params: { id: link.id },
        headers: { "idempotency-key": "attempt-1" },
      });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await linkCharges(link.id)).toHaveLength(1);
    expect((await linkRow(link.id)).uses).toBe(1);
  });
});
