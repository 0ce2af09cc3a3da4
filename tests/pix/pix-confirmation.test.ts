import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as hook from "@/app/psp/pix/webhook/pix/route";
import * as one from "@/app/v1/charges/[id]/route";
import { pixPayments, receivables } from "@/db/schema";
import { config } from "@/server/platform/config";
import { systemCtx } from "@/server/platform/context";
import { getDb } from "@/server/platform/db";
import { jobs } from "@/server/registries/jobs";
import { expirePixCharges, reconcilePix } from "@/server/payments/charges/reconcile-pix";
import { payCob } from "@/server/payments/pix/sandbox/pay";
import { settleSandboxRefunds } from "@/server/payments/pix/sandbox/refunds";
import { setPricing } from "@/server/money/pricing/set-pricing";
import { createTestMerchant, type TestMerchant } from "../support/fixtures";
import { call } from "../support/http";
import { chargeRow, eventNamesOf, postCharge } from "../charges/support";
import { sandboxPspForFile } from "./support";
import type { Notification } from "./sandbox-server";

const sandbox = sandboxPspForFile();
const ctx = systemCtx();

async function pixCharge(m: TestMerchant, amount = 10_000, expires_in = 3600) {
  const res = await postCharge(m, { amount, payment_method: "pix", pix: { expires_in } });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; pix: { txid: string } };
}

/** The sandbox's call, as it sent it, delivered to our webhook route. */
function deliver(note: Pick<Notification, "headers" | "raw">) {
  const headers: Record<string, string> = {};
  for (const h of ["pix-sandbox-timestamp", "pix-sandbox-signature"]) {
    const v = note.headers[h];
    if (typeof v === "string") headers[h] = v;
  }
  return call(hook.POST, "POST", "/psp/pix/webhook/pix", { body: note.raw, headers });
}

/** Pays through the sandbox with the webhook pointing at the test's receiver; answers the call it made. */
async function payAndCatch(txid: string, opts: { late?: boolean; again?: boolean; at?: Date } = {}) {
  await sandbox.client.configureWebhook(config().PIX_RECEIVER_KEY, sandbox.psp.hookUrl);
  const before = sandbox.psp.notifications.length;
  const paid = await payCob(opts.at ? systemCtx({ now: () => opts.at! }) : ctx, { txid, ...opts });
  const note = sandbox.psp.notifications.slice(before).find((n) => n.raw.includes(paid.endToEndId));
  expect(note).toBeDefined();
  return { paid, note: note! };
}

async function receivablesOf(chargeId: string) {
  return (await getDb()).select().from(receivables).where(eq(receivables.chargeId, chargeId));
}

async function paymentsOf(chargeId: string) {
  return (await getDb()).select().from(pixPayments).where(eq(pixPayments.chargeId, chargeId));
}

describe("Pix confirmation", () => {
  it("the PSP's webhook captures the charge once: end-to-end id, charge.captured, one receivable at the Pix terms", async () => {
    const m = await createTestMerchant();
    await setPricing({
      ctx,
      merchantId: m.id,
      input: { pixMdrBp: 150, pixFeeMin: 20, pixFeeMax: 120, pixSettlementDays: 0 },
    });
    const charge = await pixCharge(m, 10_000);
    const { paid, note } = await payAndCatch(charge.pix.txid);
    const res = await deliver(note);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ recorded: 1 });

    const read = await call(one.GET, "GET", `/v1/charges/${charge.id}`, { auth: m.auth, params: { id: charge.id } });
    expect(read.body.data).toMatchObject({ status: "captured", captured_amount: 10_000 });
    expect(read.body.data.pix).toMatchObject({ end_to_end_id: paid.endToEndId, qr_code: null, qr_code_image: null });
    expect(await eventNamesOf(charge.id)).toEqual(["charge.created", "charge.captured"]);
    // 1.5 % of R$ 100,00 is R$ 1,50, held at the maximum R$ 1,20; D+0.
    const [r] = await receivablesOf(charge.id);
    expect(r).toMatchObject({
      amount: 10_000,
      feeAmount: 120,
      netAmount: 9_880,
      paymentMethod: "pix",
      installmentNumber: 1,
    });
    expect(r.settlementDate).toBe(new Date().toISOString().slice(0, 10));
    expect(await receivablesOf(charge.id)).toHaveLength(1);

    // The job finds nothing more to do.
    expect(await reconcilePix({ ctx })).toMatchObject({ captured: 0 });
    expect(await eventNamesOf(charge.id)).toEqual(["charge.created", "charge.captured"]);
  });

  it("refuses an unsigned, tampered, stale or replayed notification", async () => {
    const m = await createTestMerchant();
    const charge = await pixCharge(m, 2_000);
    const { note } = await payAndCatch(charge.pix.txid);
    const unsigned = await call(hook.POST, "POST", "/psp/pix/webhook/pix", { body: note.raw });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.error.code).toBe("invalid_signature");
    const tampered = await deliver({ headers: note.headers, raw: note.raw.replace("20.00", "2.00") });
    expect(tampered.status).toBe(401);
    const stale = await deliver({
      headers: { ...note.headers, "pix-sandbox-timestamp": String(Math.floor(Date.now() / 1000) - 3600) },
      raw: note.raw,
    });
    expect(stale.status).toBe(401);
    expect((await chargeRow(charge.id)).status).toBe("pending");

    expect((await deliver(note)).status).toBe(200);
    const replayed = await deliver(note);
    expect(replayed.status).toBe(401);
    expect(replayed.body.error.code).toBe("replayed_notification");
    expect((await chargeRow(charge.id)).status).toBe("captured");
  });

  it("a lost webhook loses nothing: the reconciliation job captures the charge", async () => {
    const m = await createTestMerchant();
    const charge = await pixCharge(m, 3_300);
    const { paid } = await payAndCatch(charge.pix.txid); // delivered nowhere
    expect(jobs.map((j) => j.name)).toEqual(
      expect.arrayContaining(["charges-pix-reconciliation", "charges-pix-expiry"]),
    );
    expect((await reconcilePix({ ctx })).captured).toBeGreaterThanOrEqual(1);
    expect(await chargeRow(charge.id)).toMatchObject({ status: "captured", pixEndToEndId: paid.endToEndId });
    // Default terms: 0.99 % of R$ 33,00 = 33 centavos, D+1.
    const [r] = await receivablesOf(charge.id);
    expect(r).toMatchObject({
      feeAmount: 33,
      settlementDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    });
  });

  it("an unpaid charge expires: canceled with failure_code expired and charge.canceled", async () => {
    const m = await createTestMerchant();
    const charge = await pixCharge(m, 1_000, 60);
    expect(await expirePixCharges({ ctx })).toEqual({ expired: 0 });
    const later = systemCtx({ now: () => new Date(Date.now() + 61_000) });
    expect((await expirePixCharges({ ctx: later })).expired).toBeGreaterThanOrEqual(1);
    expect(await chargeRow(charge.id)).toMatchObject({ status: "canceled", failureCode: "expired" });
    expect(await eventNamesOf(charge.id)).toEqual(["charge.created", "charge.canceled"]);
    const read = await call(one.GET, "GET", `/v1/charges/${charge.id}`, { auth: m.auth, params: { id: charge.id } });
    expect(read.body.data.pix.qr_code).toBeNull();
  });

  it("a payment after expiry is recorded and returned to the payer; the charge stays canceled", async () => {
    const m = await createTestMerchant();
    const charge = await pixCharge(m, 1_500, 60);
    const later = new Date(Date.now() + 61_000);
    await expirePixCharges({ ctx: systemCtx({ now: () => later }) });
    const { paid, note } = await payAndCatch(charge.pix.txid, { late: true, at: later });
    expect((await deliver(note)).status).toBe(200);
    expect(await paymentsOf(charge.id)).toEqual([
      expect.objectContaining({ endToEndId: paid.endToEndId, disposition: "returning", amount: 1_500 }),
    ]);
    expect(await sandbox.client.getRefund(paid.endToEndId, `R${paid.endToEndId.slice(1)}`)).toMatchObject({
      valor: "15.00",
    });
    await settleSandboxRefunds(ctx);
    await reconcilePix({ ctx });
    expect((await paymentsOf(charge.id))[0].disposition).toBe("returned");
    expect(await chargeRow(charge.id)).toMatchObject({ status: "canceled", capturedAmount: 0 });
    expect(await receivablesOf(charge.id)).toHaveLength(0);
  });

  it("a second payment of the same code is returned; the first one stays the charge's", async () => {
    const m = await createTestMerchant();
    const charge = await pixCharge(m, 4_000);
    const first = await payAndCatch(charge.pix.txid);
    expect((await deliver(first.note)).status).toBe(200);
    const second = await payAndCatch(charge.pix.txid, { again: true });
    expect((await deliver(second.note)).status).toBe(200);
    const payments = await paymentsOf(charge.id);
    expect(payments.find((p) => p.endToEndId === first.paid.endToEndId)?.disposition).toBe("captured");
    expect(payments.find((p) => p.endToEndId === second.paid.endToEndId)?.disposition).toBe("returning");
    expect(await chargeRow(charge.id)).toMatchObject({ status: "captured", pixEndToEndId: first.paid.endToEndId });
    expect(await receivablesOf(charge.id)).toHaveLength(1);
  });

  it("webhook and reconciliation racing capture once: one event, one receivable", async () => {
    const m = await createTestMerchant();
    const charge = await pixCharge(m, 7_700);
    const { note } = await payAndCatch(charge.pix.txid);
    await Promise.all([deliver(note), reconcilePix({ ctx }), reconcilePix({ ctx })]);
    expect(await eventNamesOf(charge.id)).toEqual(["charge.created", "charge.captured"]);
    expect(await receivablesOf(charge.id)).toHaveLength(1);
    expect(await paymentsOf(charge.id)).toHaveLength(1);
  });

  it("another merchant's Pix charge is a 404", async () => {
    const a = await createTestMerchant("A");
    const b = await createTestMerchant("B");
    const charge = await pixCharge(a, 500);
    const res = await call(one.GET, "GET", `/v1/charges/${charge.id}`, { auth: b.auth, params: { id: charge.id } });
    expect(res.status).toBe(404);
  });
});
