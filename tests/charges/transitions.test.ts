import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as capture from "@/app/v1/charges/[id]/capture/route";
import * as refund from "@/app/v1/charges/[id]/refund/route";
import * as cancel from "@/app/v1/charges/[id]/cancel/route";
import { chargeRefunds, events } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { allowSplit, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { capturedCharge, cardBody, chargeRow, eventNamesOf, postCharge, tokenFor } from "./support";
import { cents } from "@/server/universal/money-units";

const act =
  (handler: typeof capture.POST, verb: string) =>
  (m: TestMerchant, id: string, body: unknown = {}) =>
    call(handler, "POST", `/v1/charges/${id}/${verb}`, { auth: m.auth, params: { id }, body });
const doCapture = act(capture.POST, "capture");
const doRefund = act(refund.POST, "refund");
const doCancel = act(cancel.POST, "cancel");

async function authorized(m: TestMerchant, extra: Record<string, unknown> = {}) {
  const res = await postCharge(m, cardBody(await tokenFor(m), { capture: false, ...extra }));
  expect(res.body.data.status).toBe("authorized");
  return res.body.data as { id: string };
}

async function snapshot(id: string) {
  const db = await getDb();
  return {
    row: await chargeRow(id),
    refunds: await db.select().from(chargeRefunds).where(eq(chargeRefunds.chargeId, id)),
    events: (await db.select().from(events)).length,
  };
}

/** The call answers 422 invalid_state and nothing about the charge changes. */
async function expectRefused(
  call: Promise<{ status: number; body: { error: { code: string } } }>,
  id: string,
  code = "invalid_state",
) {
  const before = await snapshot(id);
  const res = await call;
  expect(res.status).toBe(422);
  expect(res.body.error.code).toBe(code);
  expect(await snapshot(id)).toEqual(before);
}

describe("capture", () => {
  it("captures an authorized charge in part; the second capture is 422", async () => {
    const m = await createTestMerchant();
    const c = await authorized(m);
    const res = await doCapture(m, c.id, { amount: 6000 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: "captured",
      amount: 10000,
      captured_amount: 6000,
      refundable_amount: 6000,
    });
    await expectRefused(doCapture(m, c.id), c.id);
    expect(await eventNamesOf(c.id)).toEqual(["charge.created", "charge.authorized", "charge.captured"]);
  });

  it("refuses more than authorized, naming amount, and changes nothing", async () => {
    const m = await createTestMerchant();
    const c = await authorized(m);
    const before = await snapshot(c.id);
    const res = await doCapture(m, c.id, { amount: 10001 });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: "amount_exceeds_authorized", param: "amount" });
    expect(await snapshot(c.id)).toEqual(before);
  });

  it("refuses capture of captured, failed, canceled and pending charges", async () => {
    const m = await createTestMerchant();
    const captured = await capturedCharge(m);
    await expectRefused(doCapture(m, captured.id), captured.id);
    const failed = (await postCharge(m, cardBody(await tokenFor(m, "4000000000000002")))).body.data;
    await expectRefused(doCapture(m, failed.id), failed.id);
    const pending = (await postCharge(m, { amount: 100, payment_method: "apple_pay" })).body.data;
    await expectRefused(doCapture(m, pending.id), pending.id);
    const c = await authorized(m);
    expect((await doCancel(m, c.id)).body.data.status).toBe("canceled");
    await expectRefused(doCapture(m, c.id), c.id);
  });
});

describe("refund", () => {
  it("refunds in parts up to the captured amount, then in full, with reasons", async () => {
    const m = await createTestMerchant();
    const c = await capturedCharge(m, 10000);
    const one = await doRefund(m, c.id, { amount: 2500, reason: "item returned" });
    expect(one.body.data).toMatchObject({
      status: "partially_refunded",
      refunded_amount: 2500,
      refundable_amount: 7500,
    });
    const two = await doRefund(m, c.id, { amount: 2500 });
    expect(two.body.data.refunds.map((r: { amount: number; reason: string | null }) => [r.amount, r.reason])).toEqual([
      [2500, "item returned"],
      [2500, null],
    ]);
    const over = await doRefund(m, c.id, { amount: 5001 });
    expect(over.status).toBe(422);
    expect(over.body.error).toMatchObject({ code: "amount_exceeds_refundable", param: "amount" });
    const rest = await doRefund(m, c.id, {});
    expect(rest.body.data).toMatchObject({ status: "refunded", refunded_amount: 10000, refundable_amount: 0 });
    await expectRefused(doRefund(m, c.id, { amount: 1 }), c.id);
    expect(await eventNamesOf(c.id)).toEqual([
      "charge.created",
      "charge.authorized",
      "charge.captured",
      "charge.partially_refunded",
      "charge.partially_refunded",
      "charge.refunded",
    ]);
  });

  it("refunds a partial capture only up to what was captured", async () => {
    const m = await createTestMerchant();
    const c = await authorized(m);
    await doCapture(m, c.id, { amount: 3000 });
    expect((await doRefund(m, c.id, { amount: 3001 })).body.error.code).toBe("amount_exceeds_refundable");
    expect((await doRefund(m, c.id)).body.data).toMatchObject({ status: "refunded", refunded_amount: 3000 });
  });

  it("refuses refunds of authorized, pending, failed and canceled charges", async () => {
    const m = await createTestMerchant();
    const auth = await authorized(m);
    await expectRefused(doRefund(m, auth.id, {}), auth.id);
    const pending = (await postCharge(m, { amount: 100, payment_method: "apple_pay" })).body.data;
    await expectRefused(doRefund(m, pending.id, {}), pending.id);
    const failed = (await postCharge(m, cardBody(await tokenFor(m, "4000000000009995")))).body.data;
    await expectRefused(doRefund(m, failed.id, {}), failed.id);
    await doCancel(m, auth.id);
    await expectRefused(doRefund(m, auth.id, {}), auth.id);
  });
});

describe("operations whose body is optional (docs/api/openapi.md)", () => {
  const bare = (handler: typeof capture.POST, verb: string, m: TestMerchant, id: string) =>
    call(handler, "POST", `/v1/charges/${id}/${verb}`, { auth: m.auth, params: { id } });

  it("capture, refund and cancel take no body at all, as they take `{}`", async () => {
    const m = await createTestMerchant();
    const c = await authorized(m);
    expect((await bare(capture.POST, "capture", m, c.id)).body.data).toMatchObject({ status: "captured" });
    expect((await bare(refund.POST, "refund", m, c.id)).body.data).toMatchObject({ status: "refunded" });
    const other = await authorized(m);
    expect((await bare(cancel.POST, "cancel", m, other.id)).body.data).toMatchObject({ status: "canceled" });
  });

  it("a refused one still says why, in English with the right article", async () => {
    const m = await createTestMerchant();
    const c = await authorized(m);
    const res = await bare(refund.POST, "refund", m, c.id);
    expect(res.status).toBe(422);
    expect(res.body.error.message).toMatch(/^An authorized charge cannot be refunded\./);
  });
});

describe("cancel", () => {
  it("voids an authorized charge and abandons a pending Apple Pay charge", async () => {
    const m = await createTestMerchant();
    const c = await authorized(m);
    const res = await doCancel(m, c.id);
    expect(res.body.data).toMatchObject({ status: "canceled", captured_amount: 0 });
    expect(res.body.data.canceled_at).toBeTruthy();
    expect(await eventNamesOf(c.id)).toEqual(["charge.created", "charge.authorized", "charge.canceled"]);
    const pending = (await postCharge(m, { amount: 100, payment_method: "apple_pay" })).body.data;
    expect((await doCancel(m, pending.id)).body.data).toMatchObject({ status: "canceled", checkout_url: null });
  });

  it("refuses to cancel captured, refunded, failed and canceled charges", async () => {
    const m = await createTestMerchant();
    const captured = await capturedCharge(m);
    await expectRefused(doCancel(m, captured.id), captured.id);
    await doRefund(m, captured.id);
    await expectRefused(doCancel(m, captured.id), captured.id);
    const failed = (await postCharge(m, cardBody(await tokenFor(m, "4000000000000119")))).body.data;
    await expectRefused(doCancel(m, failed.id), failed.id);
    const c = await authorized(m);
    await doCancel(m, c.id);
    await expectRefused(doCancel(m, c.id), c.id);
  });
});

describe("split", () => {
  it("accepts rules adding up exactly and stores them with defaults", async () => {
    const a = await createTestMerchant("A");
    const b = await createTestMerchant("B");
    await allowSplit(a.id, b.id);
    const mixed = await postCharge(
      a,
      cardBody(await tokenFor(a), {
        amount: 10000,
        split: {
          rules: [
            { merchant_id: a.id, percentage: 70 },
            { merchant_id: b.id, amount: 3000, liable: false },
          ],
        },
      }),
    );
    expect(mixed.status).toBe(201);
    expect(mixed.body.data.split.rules).toEqual([
      { merchant_id: a.id, percentage: 70, liable: true, charge_processing_fee: true },
      { merchant_id: b.id, amount: 3000, liable: false, charge_processing_fee: true },
    ]);
    // Thirds of an odd amount: each share rounds down, the leftover centavo goes to the first.
    const c = await createTestMerchant("C");
    await allowSplit(a.id, c.id);
    const rules = [a, b, c].map((x, i) => ({ merchant_id: x.id, percentage: i === 2 ? 33.34 : 33.33 }));
    const thirds = await postCharge(a, cardBody(await tokenFor(a), { amount: 10001, split: { rules } }));
    expect(thirds.status).toBe(201);
    const { splitParts } = await import("@/server/universal/split-rule");
    expect(splitParts(cents(10001), thirds.body.data.split.rules)).toEqual([3334, 3333, 3334]);
  });

  it.each([
    [[{ percentage: 60 }, { percentage: 30 }], "split.rules"],
    [[{ amount: 5000 }, { amount: 5001 }], "split.rules"],
    [[{ amount: 5000, percentage: 50 }], "split.rules.0.amount"],
  ])("refuses %j naming %s", async (rules, param) => {
    const a = await createTestMerchant("A");
    const b = await createTestMerchant("B");
    await allowSplit(a.id, b.id);
    const withIds = rules.map((r, i) => ({ merchant_id: i === 0 ? a.id : b.id, ...r }));
    const res = await postCharge(a, cardBody(await tokenFor(a), { amount: 10000, split: { rules: withIds } }));
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });

  it("refuses an unknown merchant and a partial capture of a split charge", async () => {
    const a = await createTestMerchant("A");
    const unknown = await postCharge(
      a,
      cardBody(await tokenFor(a), {
        split: { rules: [{ merchant_id: "0190a0a0-0000-7000-8000-000000000000", percentage: 100 }] },
      }),
    );
    expect(unknown.body.error.param).toBe("split.rules.0.merchant_id");
    expect(unknown.body.error.code).toBe("split_receiver_not_allowed");
    const c = await authorized(a, { split: { rules: [{ merchant_id: a.id, percentage: 100 }] } });
    const partial = await doCapture(a, c.id, { amount: 5000 });
    expect(partial.body.error.code).toBe("partial_capture_with_split");
    expect((await doCapture(a, c.id)).body.data.status).toBe("captured");
  });
});
