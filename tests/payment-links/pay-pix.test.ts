import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as collection from "@/app/v1/payment-links/route";
import * as item from "@/app/v1/payment-links/[id]/route";
import * as pay from "@/app/pay/[id]/charge/route";
import * as status from "@/app/pay/[id]/pix/[charge_id]/route";
import * as sandboxPay from "@/app/pay/[id]/pix/[charge_id]/sandbox-pay/route";
import * as success from "@/app/pay/[id]/success/route";
import { GET as pageGET } from "@/app/pay/[id]/route";
import { charges, paymentLinks, pixPayments } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { systemCtx } from "@/server/platform/context";
import { resetPayRateLimits } from "@/server/payments/payment-links/pay-rate-limit";
import { expirePixCharges, reconcilePixCharge } from "@/server/payments/charges/reconcile-pix";
import { payCob } from "@/server/payments/pix/sandbox/pay";
import { hasError, parsePix } from "pix-utils";
import { createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { eventNamesOf } from "../charges/support";
import { sandboxPspForFile } from "../pix/support";

/**
 * Pix on the hosted checkout (docs/api/pix.md, "Payment links"): the page makes the link's Pix charge, polls its
 * state, and the link's `max_uses` counts the payment when the PSP reports it, not the code when it is shown.
 */
sandboxPspForFile();
const ctx = systemCtx();
const customer = { name: "Ana Souza", email: "ana@example.com" };
const SAME = { origin: "http://localhost", host: "localhost" };

beforeEach(async () => {
  await resetPayRateLimits();
});

async function newLink(m: TestMerchant, extra: Record<string, unknown> = {}) {
  const res = await call(collection.POST, "POST", "/v1/payment-links", {
    auth: m.auth,
    body: {
      title: "Ingresso",
      product_type: "digital",
      allowed_payment_methods: ["credit_card", "pix"],
      amount: 4590,
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; allowed_payment_methods: string[] };
}

function payPix(id: string, body: Record<string, unknown> = {}) {
  return call(pay.POST, "POST", `/pay/${id}/charge`, {
    body: { payment_method: "pix", customer, ...body },
    params: { id },
  });
}

interface PixCode {
  charge_id: string;
  pix: { txid: string; qr_code: string; qr_code_image: string; expires_at: string; amount: number; status_url: string };
}

async function pixCode(linkId: string): Promise<PixCode> {
  const res = await payPix(linkId);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as PixCode;
}

function stateOf(linkId: string, chargeId: string) {
  return call(status.GET, "GET", `/pay/${linkId}/pix/${chargeId}`, { params: { id: linkId, charge_id: chargeId } });
}

/** The buyer's bank pays the code in the sandbox; the reconciliation finds it (as a lost webhook would leave it). */
async function bankPays(txid: string) {
  const paid = await payCob(ctx, { txid });
  await reconcilePixCharge(ctx, txid, { captured: 0, returning: 0 });
  return paid;
}

async function linkRow(id: string) {
  const [row] = await (await getDb()).select().from(paymentLinks).where(eq(paymentLinks.id, id));
  return row;
}

async function chargeRow(id: string) {
  const [row] = await (await getDb()).select().from(charges).where(eq(charges.id, id));
  return row;
}

describe("Pix on payment links", () => {
  it("a link offers pix; the page shows the Pix choice and allows the QR's data: image", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m);
    expect(link.allowed_payment_methods).toEqual(["credit_card", "pix"]);
    const page = await pageGET(
      new Request(`http://localhost/pay/${link.id}`, { headers: { "accept-language": "pt-BR" } }),
      {
        params: Promise.resolve({ id: link.id }),
      },
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('value="pix"');
    expect(html).toContain("Copiar código Pix");
    expect(html).toContain("Gerar novo código");
    // Outside production with the app's sandbox as the PSP, the page has its test hook.
    expect(html).toContain('id="pix-sandbox-pay"');
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain("unsafe-inline");
  });

  it("makes the link's Pix charge: pending with its code for 15 minutes, and takes no use yet", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m, { max_uses: 1 });
    const before = Date.now();
    const code = await pixCode(link.id);
    expect(code).toMatchObject({ status: "pending", paid: false, next_url: null });
    expect(code.pix.amount).toBe(4590);
    expect(code.pix.qr_code_image).toMatch(/^data:image\/svg\+xml/);
    expect(hasError(parsePix(code.pix.qr_code))).toBe(false);
    expect(code.pix.status_url).toBe(`/pay/${link.id}/pix/${code.charge_id}`);
    const expiresIn = Date.parse(code.pix.expires_at) - before;
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000 + 2_000);
    expect(await chargeRow(code.charge_id)).toMatchObject({
      merchantId: m.id,
      paymentLinkId: link.id,
      paymentMethod: "pix",
      status: "pending",
      amount: 4590,
      customerEmail: "ana@example.com",
    });
    expect((await linkRow(link.id)).uses).toBe(0);
    expect((await stateOf(link.id, code.charge_id)).body.data).toMatchObject({ state: "pending", receipt: null });
  });

  it("the status turns paid with the receipt once the PSP reports the payment; the payment takes the use", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m, { max_uses: 3 });
    const code = await pixCode(link.id);
    const paid = await bankPays(code.pix.txid);
    const res = await stateOf(link.id, code.charge_id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      charge_id: code.charge_id,
      state: "paid",
      next_url: null,
      receipt: { amount: 4590, reference: code.charge_id.slice(-8).toUpperCase(), end_to_end_id: paid.endToEndId },
    });
    expect((await linkRow(link.id)).uses).toBe(1);
    expect(await eventNamesOf(code.charge_id)).toEqual(["charge.created", "charge.captured"]);
    // The success page, reached directly, shows the Pix receipt (no installments).
    const receipt = await success.GET(
      new Request(`http://localhost/pay/${link.id}/success?charge_id=${code.charge_id}`, {
        headers: { "accept-language": "pt-BR" },
      }),
      { params: Promise.resolve({ id: link.id }) },
    );
    const html = await receipt.text();
    expect(html).toContain("Pagamento aprovado");
    expect(html).toContain("Forma de pagamento");
    expect(html).not.toContain("Parcelamento");
  });

  it("on a link with a redirect_url, the paid status says where to go", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m, { redirect_url: "https://loja.example.com/obrigado" });
    const code = await pixCode(link.id);
    await bankPays(code.pix.txid);
    const res = await stateOf(link.id, code.charge_id);
    expect(res.body.data.next_url).toBe(`https://loja.example.com/obrigado?charge_id=${code.charge_id}`);
  });

  it("max_uses counts payments: two codes shown for the last use, both paid, the later is returned", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m, { max_uses: 1 });
    const first = await pixCode(link.id);
    const second = await pixCode(link.id);
    expect((await linkRow(link.id)).uses).toBe(0);

    await bankPays(second.pix.txid);
    expect((await linkRow(link.id)).uses).toBe(1);
    expect((await stateOf(link.id, second.charge_id)).body.data.state).toBe("paid");
    // Used up now: no new code is shown.
    const third = await payPix(link.id);
    expect(third.status).toBe(422);
    expect(third.body.error.code).toBe("link_used_up");

    await bankPays(first.pix.txid);
    expect((await linkRow(link.id)).uses).toBe(1);
    expect(await chargeRow(first.charge_id)).toMatchObject({
      status: "canceled",
      failureCode: "link_used_up",
      capturedAmount: 0,
    });
    expect(await eventNamesOf(first.charge_id)).toEqual(["charge.created", "charge.canceled"]);
    const [returned] = await (
      await getDb()
    )
      .select()
      .from(pixPayments)
      .where(eq(pixPayments.chargeId, first.charge_id));
    expect(returned.disposition === "returning" || returned.disposition === "returned").toBe(true);
    expect((await stateOf(link.id, first.charge_id)).body.data).toMatchObject({ state: "used_up", receipt: null });
  });

  it("max_uses = 1, three codes paid at the same moment: one captures, two are returned", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m, { max_uses: 1 });
    const codes = [await pixCode(link.id), await pixCode(link.id), await pixCode(link.id)];
    for (const c of codes) await payCob(ctx, { txid: c.pix.txid });
    await Promise.all(codes.map((c) => reconcilePixCharge(ctx, c.pix.txid, { captured: 0, returning: 0 })));
    const rows = await Promise.all(codes.map((c) => chargeRow(c.charge_id)));
    expect(rows.filter((r) => r.status === "captured")).toHaveLength(1);
    expect(rows.filter((r) => r.status === "canceled" && r.failureCode === "link_used_up")).toHaveLength(2);
    expect((await linkRow(link.id)).uses).toBe(1);
  });

  it("an expired code reads expired at once, stays so after the expiry job, and a new code can be made", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m);
    const code = await pixCode(link.id);
    const db = await getDb();
    await db
      .update(charges)
      .set({ pixExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(charges.id, code.charge_id));
    expect((await stateOf(link.id, code.charge_id)).body.data.state).toBe("expired");
    await expirePixCharges({ ctx });
    expect(await chargeRow(code.charge_id)).toMatchObject({ status: "canceled", failureCode: "expired" });
    expect((await stateOf(link.id, code.charge_id)).body.data.state).toBe("expired");
    const renewed = await pixCode(link.id);
    expect(renewed.charge_id).not.toBe(code.charge_id);
    expect((await linkRow(link.id)).uses).toBe(0);
  });

  it("an expired or inactive link makes no code: 422 and no charge", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m);
    const db = await getDb();
    await db
      .update(paymentLinks)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(paymentLinks.id, link.id));
    const expired = await payPix(link.id);
    expect(expired.status).toBe(422);
    expect(expired.body.error.code).toBe("link_expired");
    const other = await newLink(m);
    await call(item.PATCH, "PATCH", `/v1/payment-links/${other.id}`, {
      auth: m.auth,
      body: { status: "inactive" },
      params: { id: other.id },
    });
    expect((await payPix(other.id)).body.error.code).toBe("link_inactive");
    const made = await db.select().from(charges).where(eq(charges.paymentLinkId, link.id));
    expect(made).toHaveLength(0);
  });

  it("refuses bad input: 400 for installments or an amount on a fixed link, 422 where the link takes no Pix, 404s", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m);
    const installments = await payPix(link.id, { installments: 2 });
    expect(installments.status).toBe(400);
    expect(installments.body.error.param).toBe("installments");
    const amount = await payPix(link.id, { amount: 100 });
    expect(amount.status).toBe(400);
    expect(amount.body.error.param).toBe("amount");
    const cardOnly = await newLink(m, { allowed_payment_methods: ["credit_card"] });
    const refused = await payPix(cardOnly.id);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("payment_method_disabled");
    expect((await payPix("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect(await (await getDb()).select().from(charges).where(eq(charges.paymentLinkId, link.id))).toHaveLength(0);

    const code = await pixCode(link.id);
    // The charge under another link, a malformed id, an unknown one: the same 404.
    expect((await stateOf(cardOnly.id, code.charge_id)).status).toBe(404);
    expect((await stateOf(link.id, "nope")).status).toBe(404);
    expect((await stateOf(link.id, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const hook = await call(sandboxPay.POST, "POST", `/pay/${cardOnly.id}/pix/${code.charge_id}/sandbox-pay`, {
      headers: SAME,
      body: {},
      params: { id: cardOnly.id, charge_id: code.charge_id },
    });
    expect(hook.status).toBe(404);
    expect((await chargeRow(code.charge_id)).status).toBe("pending");
  });

  it("the page's development hook pays the code in the sandbox", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m);
    const code = await pixCode(link.id);
    const hook = await call(sandboxPay.POST, "POST", `/pay/${link.id}/pix/${code.charge_id}/sandbox-pay`, {
      headers: SAME,
      body: {},
      params: { id: link.id, charge_id: code.charge_id },
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(200);
    await reconcilePixCharge(ctx, code.pix.txid, { captured: 0, returning: 0 });
    expect((await stateOf(link.id, code.charge_id)).body.data.state).toBe("paid");
  });
});
