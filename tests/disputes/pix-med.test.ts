import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { disputes } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { systemCtx } from "@/server/platform/context";
import { settleDueReceivables } from "@/server/money/receivables/settle-due";
import { loseOverdueDisputes } from "@/server/money/disputes/lose-overdue-disputes";
import { followMedDevolucoes } from "@/server/money/disputes/med-devolucoes";
import { receivePixInfraction } from "@/server/money/disputes/receive-pix-infraction";
import { reconcilePix } from "@/server/payments/charges/reconcile-pix";
import { payCob } from "@/server/payments/pix/sandbox/pay";
import { settleSandboxRefunds } from "@/server/payments/pix/sandbox/refunds";
import * as rates from "@/app/v1/disputes/rates/route";
import { chargeRow, postCharge } from "@/tests/charges/support";
import { call } from "@/tests/support/http";
import { allowSplit, createPlatformKey, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { sandboxPspForFile } from "@/tests/pix/support";
import {
  acceptVia,
  closeVia,
  delta,
  disputeEventNames,
  evidenceVia,
  figures,
  getVia,
  ledgerIsExact,
  listVia,
  openVia,
  refundVia,
  submitVia,
} from "./support";

const sandbox = sandboxPspForFile();
const ctx = systemCtx();
const DAY = 86_400_000;

/** A paid and settled Pix charge of A for R$ 100,00 (Pix charges take no split: A alone is liable). */
async function settledPixCharge(a: TestMerchant) {
  const res = await postCharge(a, { amount: 10_000, payment_method: "pix" });
  expect(res.status).toBe(201);
  const charge = res.body.data as { id: string; pix: { txid: string } };
  await payCob(ctx, { txid: charge.pix.txid });
  await reconcilePix({ ctx });
  expect((await chargeRow(charge.id)).status).toBe("captured");
  await settleDueReceivables({ ctx: systemCtx({ now: () => new Date(Date.now() + 31 * DAY) }) });
  return { id: charge.id, e2eid: (await chargeRow(charge.id)).pixEndToEndId! };
}

async function merchants() {
  const a = await createTestMerchant("A");
  const b = await createTestMerchant("B");
  await allowSplit(a.id, b.id);
  return { a, b, admin: await createPlatformKey() };
}

/** The devoluções the sandbox PSP holds for the Pix. */
async function devolucoes(e2eid: string) {
  return (await sandbox.client.getReceived(e2eid))?.devolucoes ?? [];
}

describe("Pix MED: the money", () => {
  it("opened, answered, decided for the merchant: the blocked amount is released back to main, no fee, no devolução", async () => {
    const { a, b, admin } = await merchants();
    const charge = await settledPixCharge(a);
    const start = await figures(a, b);
    const opened = await openVia(admin, { charge_id: charge.id, reason: "fraudulent" });
    expect(opened.status).toBe(201);
    const d = opened.body.data;
    expect(d).toMatchObject({
      kind: "pix_med",
      status: "needs_response",
      amount: 10_000,
      fee_amount: 0,
      reason: "fraudulent",
      network: "pix",
      network_reason_code: "FRAUD",
      funds_withdrawn: true,
      pix_devolucao: null,
    });
    // The MED window: 7 days from the report's registration.
    expect(Math.abs(Date.parse(d.due_by) - Date.parse(d.created_at) - 7 * DAY)).toBeLessThan(60_000);
    expect(d.liability).toEqual([{ merchant_id: a.id, amount: 10_000 }]);
    // Bloqueio cautelar: out of A's main into the holding account; no dispute fee; B untouched.
    expect(delta(start, await figures(a, b))).toEqual({
      mains: [-10_000, 0],
      holding: 10_000,
      platform: 0,
      external: 0,
    });
    expect((await refundVia(a, charge.id)).body.error.code).toBe("charge_disputed");

    expect((await evidenceVia(a.auth, d.id, { uncategorized_text: "winning_evidence: pedido entregue" })).status).toBe(
      200,
    );
    const won = await submitVia(a.auth, d.id);
    expect(won.status).toBe(200);
    expect(won.body.data).toMatchObject({ status: "won", funds_reinstated: true, pix_devolucao: null });
    expect(delta(start, await figures(a, b))).toEqual({ mains: [0, 0], holding: 0, platform: 0, external: 0 });
    expect(await devolucoes(charge.e2eid)).toEqual([]);
    expect(await disputeEventNames(d.id)).toEqual([
      "charge.dispute.created",
      "charge.dispute.funds_withdrawn",
      "charge.dispute.updated", // the evidence
      "charge.dispute.updated", // submitted
      "charge.dispute.closed",
      "charge.dispute.funds_reinstated",
    ]);
    expect(await ledgerIsExact()).toEqual({ ok: true, mismatches: [], unbalanced: [] });
  });

  it("opened, decided against the merchant: the blocked amount becomes a devolução to the payer through the PSP", async () => {
    const { a, b, admin } = await merchants();
    const charge = await settledPixCharge(a);
    const start = await figures(a, b);
    const d = (await openVia(admin, { charge_id: charge.id, reason: "fraudulent", amount: 4_000 })).body.data;
    expect(d.liability).toEqual([{ merchant_id: a.id, amount: 4_000 }]);
    expect((await evidenceVia(a.auth, d.id, { customer_communication: "conversa com o cliente" })).status).toBe(200);
    expect((await submitVia(a.auth, d.id)).body.data.status).toBe("under_review");

    const lost = await closeVia(admin.auth, d.id, "lost");
    expect(lost.status).toBe(200);
    const id = `MED${d.id.replace(/-/g, "")}`;
    expect(lost.body.data).toMatchObject({ status: "lost", pix_devolucao: { id, status: "processing" } });
    // PUT /pix/{e2eid}/devolucao/{id} with the blocked amount.
    expect(sandbox.psp.exchanges).toContainEqual(
      expect.objectContaining({
        method: "PUT",
        path: `/pix/${charge.e2eid}/devolucao/${id}`,
        status: 201,
        requestBody: expect.objectContaining({ valor: "40.00" }),
      }),
    );
    expect(delta(start, await figures(a, b))).toEqual({
      mains: [-4_000, 0],
      holding: 0,
      platform: 0,
      external: 4_000,
    });

    await settleSandboxRefunds(ctx);
    expect(await followMedDevolucoes({ ctx })).toEqual({ followed: 1 });
    const after = (await getVia(a.auth, d.id)).body.data;
    expect(after.pix_devolucao).toEqual({ id, status: "returned" });
    expect(after.timeline.map((s: { type: string }) => s.type)).toEqual([
      "opened",
      "funds_withdrawn",
      "evidence_updated",
      "submitted",
      "lost",
      "devolucao_requested",
      "devolucao_returned",
    ]);
    expect(await devolucoes(charge.e2eid)).toEqual([
      expect.objectContaining({ id, valor: "40.00", status: "DEVOLVIDO" }),
    ]);
    // The charge itself is not refunded by us: the devolução was the PSP's, of the blocked amount.
    expect((await chargeRow(charge.id)).refundedAmount).toBe(0);
    expect((await refundVia(a, charge.id)).body.error.code).toBe("charge_disputed");
    expect(await ledgerIsExact()).toEqual({ ok: true, mismatches: [], unbalanced: [] });
  });

  it("opened, accepted by the merchant: devolução of the whole amount", async () => {
    const { a, b, admin } = await merchants();
    const charge = await settledPixCharge(a);
    const start = await figures(a, b);
    const d = (await openVia(admin, { charge_id: charge.id, reason: "fraudulent" })).body.data;
    const accepted = await acceptVia(a.auth, d.id);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: "accepted", fee_amount: 0 });
    expect(accepted.body.data.pix_devolucao.status).toBe("processing");
    expect(delta(start, await figures(a, b))).toEqual({
      mains: [-10_000, 0],
      holding: 0,
      platform: 0,
      external: 10_000,
    });
    expect(await devolucoes(charge.e2eid)).toEqual([expect.objectContaining({ valor: "100.00" })]);
    expect((await acceptVia(a.auth, d.id)).status).toBe(422);
    expect(await ledgerIsExact()).toEqual({ ok: true, mismatches: [], unbalanced: [] });
  });

  it("unanswered past the window: lost by the deadlines job, the devolução asked by the MED job", async () => {
    const { a, admin } = await merchants();
    const charge = await settledPixCharge(a);
    const d = (await openVia(admin, { charge_id: charge.id, reason: "fraudulent" })).body.data;
    const later = systemCtx({ now: () => new Date(Date.now() + 8 * DAY) });
    expect((await loseOverdueDisputes({ ctx: later })).lost).toBeGreaterThanOrEqual(1);
    const [row] = await (await getDb()).select().from(disputes).where(eq(disputes.id, d.id));
    expect(row).toMatchObject({ status: "lost", pixDevolucaoStatus: "pending" });
    await followMedDevolucoes({ ctx });
    expect(await devolucoes(charge.e2eid)).toEqual([expect.objectContaining({ valor: "100.00" })]);
    expect(await ledgerIsExact()).toEqual({ ok: true, mismatches: [], unbalanced: [] });
  });

  it("the same report twice books once; a card-only request and an unknown Pix are refused", async () => {
    const { a, admin } = await merchants();
    const charge = await settledPixCharge(a);
    const report = {
      id: crypto.randomUUID(),
      endToEndId: charge.e2eid,
      infractionType: "FRAUD" as const,
      amountCents: 2_500,
      creationTime: new Date().toISOString(),
    };
    const first = await receivePixInfraction({ ctx, report });
    const again = await receivePixInfraction({ ctx, report });
    expect(again.id).toBe(first.id);
    expect((await listVia(a.auth, `?charge_id=${charge.id}&kind=pix_med`)).body.data).toHaveLength(1);
    expect((await listVia(a.auth, `?charge_id=${charge.id}&kind=card`)).body.data).toHaveLength(0);
    // A second report of the same charge is the charge_disputed refusal, as a card's.
    await expect(receivePixInfraction({ ctx, report: { ...report, id: crypto.randomUUID() } })).rejects.toMatchObject({
      code: "charge_disputed",
    });
    await expect(
      receivePixInfraction({ ctx, report: { ...report, id: crypto.randomUUID(), endToEndId: "E0000unknown" } }),
    ).rejects.toMatchObject({ code: "resource_not_found" });
    const other = await settledPixCharge(a);
    const inquiry = await openVia(admin, { charge_id: other.id, reason: "fraudulent", kind: "inquiry" });
    expect(inquiry.status).toBe(400);
    expect((await openVia(admin, { charge_id: other.id, reason: "fraudulent", amount: 10_001 })).status).toBe(422);
    expect((await listVia(a.auth, `?charge_id=${other.id}`)).body.data).toHaveLength(0);
    // The card networks' rate counts card disputes only; the MED report is still money at stake.
    const rate = (await call(rates.GET, "GET", "/v1/disputes/rates", { auth: admin.auth })).body.data.find(
      (r: { merchant_id: string }) => r.merchant_id === a.id,
    );
    expect(rate).toMatchObject({ disputes: 0, rate: 0, open_disputes: 1, amount_at_stake: 2_500 });
  });
});

describe("Pix MED: who may see and answer", () => {
  it("another merchant's MED dispute is a 404 to read, answer, submit or accept, and nothing changes", async () => {
    const { a, b, admin } = await merchants();
    const charge = await settledPixCharge(a);
    const d = (await openVia(admin, { charge_id: charge.id, reason: "fraudulent" })).body.data;
    const before = await figures(a, b);
    expect((await getVia(b.auth, d.id)).status).toBe(404);
    expect((await evidenceVia(b.auth, d.id, { product_description: "x" })).status).toBe(404);
    expect((await submitVia(b.auth, d.id)).status).toBe(404);
    expect((await acceptVia(b.auth, d.id)).status).toBe(404);
    expect((await listVia(b.auth)).body.data).toEqual([]);
    const still = (await getVia(a.auth, d.id)).body.data;
    expect(still).toMatchObject({ status: "needs_response", evidence: {}, pix_devolucao: null });
    expect(await figures(a, b)).toEqual(before);
    expect(await devolucoes(charge.e2eid)).toEqual([]);
  });
});
