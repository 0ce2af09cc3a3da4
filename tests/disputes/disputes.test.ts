import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { disputeEvidenceFiles, disputes } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { systemCtx } from "@/server/platform/context";
import { settleDueReceivables } from "@/server/money/receivables/settle-due";
import { loseOverdueDisputes } from "@/server/money/disputes/lose-overdue-disputes";
import { notifySandboxCardDisputes } from "@/server/money/disputes/sandbox-card-disputes";
import { setPricing } from "@/server/money/pricing/set-pricing";
import { cardBody, capturedCharge, postCharge, tokenFor } from "@/tests/charges/support";
import { allowSplit, createPlatformKey, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import {
  acceptVia,
  closeVia,
  delta,
  disputeEventNames,
  evidenceVia,
  figures,
  getVia,
  GIF,
  ledgerIsExact,
  listVia,
  openVia,
  PDF,
  refundVia,
  submitVia,
} from "./support";

const DAY = 86_400_000;

/** A settled R$ 100,00 charge of A split 70 % to A and 30 % to B, each rule liable or not as asked. */
async function splitCharge(a: TestMerchant, b: TestMerchant, bLiable: boolean) {
  const res = await postCharge(
    a,
    cardBody(await tokenFor(a), {
      amount: 10_000,
      split: {
        rules: [
          { merchant_id: a.id, percentage: 70, liable: true, charge_processing_fee: true },
          { merchant_id: b.id, percentage: 30, liable: bLiable, charge_processing_fee: false },
        ],
      },
    }),
  );
  expect(res.status).toBe(201);
  await settleDueReceivables({ ctx: systemCtx({ now: () => new Date(Date.now() + 31 * DAY) }) });
  return res.body.data.id as string;
}

async function merchants() {
  const a = await createTestMerchant("A");
  const b = await createTestMerchant("B");
  await allowSplit(a.id, b.id);
  return { a, b, admin: await createPlatformKey() };
}

describe("disputes: the money", () => {
  it("opened, evidence with a file, submitted, won: the amount comes back to A and B, the fee stays", async () => {
    const { a, b, admin } = await merchants();
    const chargeId = await splitCharge(a, b, true);
    const start = await figures(a, b);

    const opened = await openVia(admin, { charge_id: chargeId, reason: "product_not_received" });
    expect(opened.status).toBe(201);
    const d = opened.body.data;
    expect(d).toMatchObject({
      status: "needs_response",
      amount: 10_000,
      fee_amount: 1_500,
      network: "visa",
      network_reason_code: "13.1",
      funds_withdrawn: true,
      liability: expect.arrayContaining([
        { merchant_id: a.id, amount: 7_000 },
        { merchant_id: b.id, amount: 3_000 },
      ]),
    });
    // A bears its 70 % and the fee, B its 30 %; the holding account has the whole amount.
    expect(delta(start, await figures(a, b))).toEqual({
      mains: [-8_500, -3_000],
      holding: 10_000,
      platform: 1_500,
      external: 0,
    });
    // Refunding a disputed charge would give the money back twice.
    const refused = await refundVia(a, chargeId);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("charge_disputed");

    const answered = await evidenceVia(a.auth, d.id, {
      product_description: "Camiseta azul, tamanho M",
      shipping_tracking_number: "BR123456789BR",
      uncategorized_text: "Entregue e assinada: winning_evidence",
      files: [{ filename: "comprovante.pdf", file: PDF }],
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data.evidence_files).toEqual([
      expect.objectContaining({ filename: "comprovante.pdf", content_type: "application/pdf" }),
    ]);
    const submitted = await submitVia(a.auth, d.id);
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ status: "won", funds_reinstated: true });
    expect(submitted.body.data.timeline.map((t: { type: string }) => t.type)).toEqual([
      "opened",
      "funds_withdrawn",
      "evidence_updated",
      "submitted",
      "won",
      "funds_reinstated",
    ]);
    // Submitted evidence is final.
    expect((await evidenceVia(a.auth, d.id, { product_description: "outra" })).status).toBe(422);

    expect(delta(start, await figures(a, b))).toEqual({
      mains: [-1_500, 0],
      holding: 0,
      platform: 1_500,
      external: 0,
    });
    expect(await disputeEventNames(d.id)).toEqual([
      "charge.dispute.created",
      "charge.dispute.funds_withdrawn",
      "charge.dispute.updated",
      "charge.dispute.updated",
      "charge.dispute.closed",
      "charge.dispute.funds_reinstated",
    ]);
    // Won: the charge may be refunded again.
    expect((await refundVia(a, chargeId, { amount: 1_000 })).status).toBe(200);
    expect(await ledgerIsExact()).toEqual({ ok: true, mismatches: [], unbalanced: [] });
  });

  it("opened, lost: the amount goes to the cardholder (external); B not liable, so A bears it all", async () => {
    const { a, b, admin } = await merchants();
    const chargeId = await splitCharge(a, b, false);
    const start = await figures(a, b);
    const d = (await openVia(admin, { charge_id: chargeId, reason: "fraudulent", amount: 4_000 })).body.data;
    expect(d.liability).toEqual([{ merchant_id: a.id, amount: 4_000 }]);
    expect(delta(start, await figures(a, b))).toEqual({
      mains: [-5_500, 0],
      holding: 4_000,
      platform: 1_500,
      external: 0,
    });

    expect((await evidenceVia(a.auth, d.id, { customer_communication: "e-mails" })).status).toBe(200);
    const submitted = await submitVia(a.auth, d.id);
    expect(submitted.body.data.status).toBe("under_review");
    const lost = await closeVia(admin.auth, d.id, "lost");
    expect(lost.status).toBe(200);
    expect(lost.body.data).toMatchObject({ status: "lost", funds_reinstated: false });
    expect(delta(start, await figures(a, b))).toEqual({
      mains: [-5_500, 0],
      holding: 0,
      platform: 1_500,
      external: 4_000,
    });
    // A merchant cannot decide its own dispute.
    expect((await closeVia(a.auth, d.id, "won")).status).toBe(403);
    expect((await refundVia(a, chargeId)).body.error.code).toBe("charge_disputed");
    expect(await ledgerIsExact()).toEqual({ ok: true, mismatches: [], unbalanced: [] });
  });

  it("opened, accepted: lost without evidence, split partners' shares included", async () => {
    const { a, b, admin } = await merchants();
    await setPricing({ ctx: systemCtx(), merchantId: a.id, input: { disputeFee: 2_000 } });
    const chargeId = await splitCharge(a, b, true);
    const start = await figures(a, b);
    const d = (await openVia(admin, { charge_id: chargeId, reason: "duplicate", amount: 5_001 })).body.data;
    // 5 001 over 70/30: 3 500 and 1 500, the leftover centavo on the first.
    expect(d.liability).toEqual([
      { merchant_id: a.id, amount: 3_501 },
      { merchant_id: b.id, amount: 1_500 },
    ]);
    const accepted = await acceptVia(a.auth, d.id);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: "accepted", fee_amount: 2_000 });
    expect(delta(start, await figures(a, b))).toEqual({
      mains: [-5_501, -1_500],
      holding: 0,
      platform: 2_000,
      external: 5_001,
    });
    expect((await acceptVia(a.auth, d.id)).status).toBe(422);
    expect(await disputeEventNames(d.id)).toEqual([
      "charge.dispute.created",
      "charge.dispute.funds_withdrawn",
      "charge.dispute.closed",
    ]);
    expect(await ledgerIsExact()).toEqual({ ok: true, mismatches: [], unbalanced: [] });
  });

  it("deadline passed with no submission: the job loses it; one submitted in time is left alone", async () => {
    const { a, b, admin } = await merchants();
    const late = await splitCharge(a, b, true);
    const start = await figures(a, b);
    const d = (await openVia(admin, { charge_id: late, reason: "general" })).body.data;
    const answered = await capturedCharge(a, 3_000);
    const other = (await openVia(admin, { charge_id: answered.id, reason: "general" })).body.data;
    await evidenceVia(a.auth, other.id, { product_description: "entregue" });
    expect((await submitVia(a.auth, other.id)).body.data.status).toBe("under_review");

    // The day before the deadline nothing happens.
    const before = new Date(Date.parse(d.due_by) - 1_000);
    expect(await loseOverdueDisputes({ ctx: systemCtx({ now: () => before }) })).toEqual({ lost: 0, errors: 0 });
    const after = new Date(Date.parse(d.due_by) + 1_000);
    expect(await loseOverdueDisputes({ ctx: systemCtx({ now: () => after }) })).toEqual({ lost: 1, errors: 0 });
    expect((await getVia(a.auth, d.id)).body.data).toMatchObject({ status: "lost" });
    expect((await getVia(a.auth, other.id)).body.data).toMatchObject({ status: "under_review" });
    const moved = delta(start, await figures(a, b));
    // The late one: 7 000 and 3 000 to the cardholder, fee 1 500; the other: 3 000 held, fee 1 500.
    expect(moved).toEqual({
      mains: [-7_000 - 1_500 - 3_000 - 1_500, -3_000],
      holding: 3_000,
      platform: 3_000,
      external: 10_000,
    });
    expect(await ledgerIsExact()).toEqual({ ok: true, mismatches: [], unbalanced: [] });
  });

  it("a dispute whose loss cannot be booked stays open for the next run; the overdue ones after it are still lost", async () => {
    const { a, admin } = await merchants();
    const first = await capturedCharge(a, 2_000);
    const second = await capturedCharge(a, 3_000);
    const broken = (await openVia(admin, { charge_id: first.id, reason: "general" })).body.data;
    const d = (await openVia(admin, { charge_id: second.id, reason: "general" })).body.data;
    // A row the ledger refuses to close (its amount far above what the holding account holds, as data written
    // around the verbs could be), due first: every claim in due order meets it before the other.
    await (
      await getDb()
    )
      .update(disputes)
      .set({ amount: 1_000_000_000_000, dueBy: new Date(Date.parse(d.due_by) - 60_000) })
      .where(eq(disputes.id, broken.id));
    const after = systemCtx({ now: () => new Date(Date.parse(d.due_by) + 1_000) });
    expect(await loseOverdueDisputes({ ctx: after })).toEqual({ lost: 1, errors: 1 });
    expect((await getVia(a.auth, d.id)).body.data).toMatchObject({ status: "lost" });
    expect((await getVia(a.auth, broken.id)).body.data).toMatchObject({ status: "needs_response" });
    // The next run tries it again, and it still holds nothing up.
    expect(await loseOverdueDisputes({ ctx: after })).toEqual({ lost: 0, errors: 1 });
    expect(await ledgerIsExact()).toEqual({ ok: true, mismatches: [], unbalanced: [] });
  });

  it("a retrieval request moves no money until it is lost", async () => {
    const { a, admin } = await merchants();
    const charge = await capturedCharge(a, 2_000);
    const start = await figures(a);
    const d = (await openVia(admin, { charge_id: charge.id, reason: "unrecognized", kind: "inquiry" })).body.data;
    expect(d).toMatchObject({ status: "warning_needs_response", funds_withdrawn: false, fee_amount: 0 });
    expect(delta(start, await figures(a))).toEqual({ mains: [0], holding: 0, platform: 0, external: 0 });
    const accepted = (await acceptVia(a.auth, d.id)).body.data;
    expect(accepted).toMatchObject({ status: "accepted", funds_withdrawn: true, fee_amount: 1_500 });
    expect(delta(start, await figures(a))).toEqual({ mains: [-3_500], holding: 0, platform: 1_500, external: 2_000 });
    expect(await ledgerIsExact()).toEqual({ ok: true, mismatches: [], unbalanced: [] });
  });

  it("refuses a second dispute of a charge, and more than is left after refunds", async () => {
    const { a, admin } = await merchants();
    const charge = await capturedCharge(a, 5_000);
    expect((await refundVia(a, charge.id, { amount: 2_000 })).status).toBe(200);
    const tooMuch = await openVia(admin, { charge_id: charge.id, reason: "fraudulent", amount: 3_001 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.code).toBe("amount_exceeds_disputable");
    const d = (await openVia(admin, { charge_id: charge.id, reason: "fraudulent" })).body.data;
    expect(d.amount).toBe(3_000);
    expect((await openVia(admin, { charge_id: charge.id, reason: "fraudulent" })).body.error.code).toBe(
      "charge_disputed",
    );
  });

  it("the always-disputed test card is disputed after capture by the sandbox acquirer", async () => {
    const { a } = await merchants();
    const res = await postCharge(a, cardBody(await tokenFor(a, "4000000000000259"), { amount: 7_700 }));
    expect(res.body.data.status).toBe("captured");
    expect(await notifySandboxCardDisputes({ ctx: systemCtx() })).toEqual({ opened: 1 });
    expect(await notifySandboxCardDisputes({ ctx: systemCtx() })).toEqual({ opened: 0 });
    const list = await listVia(a.auth, `?charge_id=${res.body.data.id}`);
    expect(list.body.data).toEqual([expect.objectContaining({ reason: "fraudulent", amount: 7_700 })]);
  });
});

describe("disputes: who may see and answer", () => {
  it("another merchant's dispute is a 404 to read, answer, submit or accept, and nothing changes", async () => {
    const { a, admin } = await merchants();
    const intruder = await createTestMerchant("C");
    const charge = await capturedCharge(a, 2_000);
    const d = (await openVia(admin, { charge_id: charge.id, reason: "fraudulent" })).body.data;
    for (const res of [
      await getVia(intruder.auth, d.id),
      await evidenceVia(intruder.auth, d.id, { product_description: "x", files: [{ filename: "a.pdf", file: PDF }] }),
      await submitVia(intruder.auth, d.id),
      await acceptVia(intruder.auth, d.id),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.type).toBe("not_found");
    }
    expect((await getVia(a.auth, d.id)).body.data).toMatchObject({ status: "needs_response", evidence: {} });
    expect((await listVia(intruder.auth)).body.data).toEqual([]);
    expect((await listVia(intruder.auth, `?merchant_id=${a.id}`)).status).toBe(403);
    expect((await listVia(admin.auth, `?merchant_id=${a.id}`)).body.data.map((x: { id: string }) => x.id)).toEqual([
      d.id,
    ]);
    // Opening a dispute is the sandbox acquirer's, reached by admins only.
    expect((await openVia(a, { charge_id: charge.id, reason: "fraudulent" })).status).toBe(403);
  });

  it("a file that is not a PDF, PNG or JPEG is 400 and nothing of the request is stored", async () => {
    const { a, admin } = await merchants();
    const charge = await capturedCharge(a, 2_000);
    const d = (await openVia(admin, { charge_id: charge.id, reason: "fraudulent" })).body.data;
    const res = await evidenceVia(a.auth, d.id, {
      product_description: "should not be kept",
      files: [
        { filename: "ok.pdf", file: PDF },
        { filename: "fake.png", file: GIF },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      type: "validation_error",
      code: "unsupported_file_type",
      param: "files.1.file",
    });
    const stored = await (
      await getDb()
    )
      .select()
      .from(disputeEvidenceFiles)
      .where(eq(disputeEvidenceFiles.disputeId, d.id));
    expect(stored).toEqual([]);
    expect((await getVia(a.auth, d.id)).body.data.evidence).toEqual({});
    // Nothing to submit yet.
    expect((await submitVia(a.auth, d.id)).body.error.code).toBe("evidence_required");
  });

  it("lists by deadline with the filters", async () => {
    const { a, admin } = await merchants();
    const first = await capturedCharge(a, 1_000);
    const second = await capturedCharge(a, 1_000);
    const d1 = (await openVia(admin, { charge_id: first.id, reason: "fraudulent" })).body.data;
    const d2 = (await openVia(admin, { charge_id: second.id, reason: "duplicate" })).body.data;
    expect((await listVia(a.auth)).body.data.map((x: { id: string }) => x.id)).toEqual([d1.id, d2.id]);
    expect((await listVia(a.auth, "?reason=duplicate")).body.data.map((x: { id: string }) => x.id)).toEqual([d2.id]);
    expect((await listVia(a.auth, "?status=won")).body.data).toEqual([]);
    const day = d1.due_by.slice(0, 10);
    expect((await listVia(a.auth, `?due_from=${day}&due_to=${day}`)).body.pagination.total).toBe(2);
    expect((await listVia(a.auth, "?due_to=2000-01-01")).body.data).toEqual([]);
    expect((await listVia(a.auth, "?status=nope")).status).toBe(400);
  });
});
