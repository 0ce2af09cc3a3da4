import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as captureRoute from "@/app/v1/charges/[id]/capture/route";
import * as refundRoute from "@/app/v1/charges/[id]/refund/route";
import * as cancelRoute from "@/app/v1/charges/[id]/cancel/route";
import { acquirerOperations, chargeRefunds, receivables } from "@/db/schema";
import { loseNextSandboxAnswer, sandboxEffects } from "@/server/payments/acquirer/sandbox-acquirer";
import { systemCtx } from "@/server/platform/context";
import { getDb } from "@/server/platform/db";
import {
  failStaleProcessingCharges,
  STALE_OPERATION_MS,
  STALE_PROCESSING_MS,
} from "@/server/payments/charges/fail-stale-processing";
import { createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { capturedCharge, cardBody, chargeRow, eventNamesOf, postCharge, tokenFor } from "./support";

/** The recovery sweep, run as the job runs it, at a time when every intent of this test is stale. */
const sweep = (afterMs: number) =>
  failStaleProcessingCharges({ ctx: systemCtx({ now: () => new Date(Date.now() + afterMs + 60_000) }) });

const effectsOf = (kind: string, acquirerReference: string | null) =>
  sandboxEffects().filter((e) => e.kind === kind && e.acquirerReference === acquirerReference);

async function operationsOf(chargeId: string) {
  return (await getDb()).select().from(acquirerOperations).where(eq(acquirerOperations.chargeId, chargeId));
}

async function authorized(m: TestMerchant) {
  const res = await postCharge(m, cardBody(await tokenFor(m), { capture: false }));
  expect(res.body.data.status).toBe("authorized");
  const id = res.body.data.id as string;
  return { id, acquirer_reference: (await chargeRow(id)).acquirerReference };
}

const post = (
  route: typeof captureRoute | typeof refundRoute | typeof cancelRoute,
  verb: string,
  m: TestMerchant,
  id: string,
  body: unknown = {},
) => call(route.POST, "POST", `/v1/charges/${id}/${verb}`, { auth: m.auth, params: { id }, body });

describe("acquirer intents (docs/api/acquirer-operations.md)", () => {
  it("a capture whose answer is lost after the acquirer acted stays an intent; the sweep finalises it once", async () => {
    const m = await createTestMerchant();
    const c = await authorized(m);
    loseNextSandboxAnswer("capture");
    const lost = await post(captureRoute, "capture", m, c.id);
    expect(lost.status).toBe(502);
    expect(lost.body.error.code).toBe("acquirer_unavailable");
    // The acquirer captured; our books did not: the intent is recorded and holds the charge.
    expect(effectsOf("capture", c.acquirer_reference)).toHaveLength(1);
    const held = await chargeRow(c.id);
    expect(held.status).toBe("authorized");
    const [op] = await operationsOf(c.id);
    expect(op).toMatchObject({ kind: "capture", status: "pending", amount: 10000 });
    expect(held.pendingOperationId).toBe(op.id);
    // A retry cannot start a second capture while the first is unanswered.
    const retry = await post(captureRoute, "capture", m, c.id);
    expect(retry.status).toBe(422);
    expect(retry.body.error.code).toBe("invalid_state");
    // Not stale yet: left alone.
    expect((await failStaleProcessingCharges({ ctx: systemCtx() })).operations).toBe(0);

    expect((await sweep(STALE_OPERATION_MS)).operations).toBe(1);
    const row = await chargeRow(c.id);
    expect(row).toMatchObject({ status: "captured", capturedAmount: 10000, pendingOperationId: null });
    expect((await operationsOf(c.id))[0].status).toBe("succeeded");
    // Asked again with the same key: the same answer, no second capture at the acquirer.
    expect(effectsOf("capture", c.acquirer_reference)).toHaveLength(1);
    const db = await getDb();
    expect(await db.select().from(receivables).where(eq(receivables.chargeId, c.id))).toHaveLength(1);
    expect((await eventNamesOf(c.id)).filter((n) => n === "charge.captured")).toHaveLength(1);

    // A second run finds nothing left, and the charge moves on normally.
    expect(await sweep(STALE_OPERATION_MS)).toMatchObject({ operations: 0, failed: 0, recovered: 0 });
    expect((await eventNamesOf(c.id)).filter((n) => n === "charge.captured")).toHaveLength(1);
    expect((await post(captureRoute, "capture", m, c.id)).status).toBe(422);
  });

  it("a refund whose answer is lost keeps its amount reserved; the sweep records it once", async () => {
    const m = await createTestMerchant();
    const c = await capturedCharge(m, 10000);
    const ref = (await chargeRow(c.id)).acquirerReference;
    loseNextSandboxAnswer("refund");
    const lost = await post(refundRoute, "refund", m, c.id, { amount: 4000 });
    expect(lost.status).toBe(502);
    expect(effectsOf("refund", ref)).toHaveLength(1);
    expect(await chargeRow(c.id)).toMatchObject({ status: "captured", refundedAmount: 0, refundPendingAmount: 4000 });
    // What is reserved cannot be refunded twice: only 6000 is left.
    const tooMuch = await post(refundRoute, "refund", m, c.id, { amount: 7000 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.code).toBe("amount_exceeds_refundable");

    expect((await sweep(STALE_OPERATION_MS)).operations).toBe(1);
    expect(await chargeRow(c.id)).toMatchObject({
      status: "partially_refunded",
      refundedAmount: 4000,
      refundPendingAmount: 0,
    });
    expect(effectsOf("refund", ref)).toHaveLength(1);
    const db = await getDb();
    const refunds = await db.select().from(chargeRefunds).where(eq(chargeRefunds.chargeId, c.id));
    expect(refunds.map((r) => r.amount)).toEqual([4000]);
    expect(await sweep(STALE_OPERATION_MS)).toMatchObject({ operations: 0 });
    expect((await eventNamesOf(c.id)).filter((n) => n === "charge.partially_refunded")).toHaveLength(1);

    // The rest refunds normally.
    const rest = await post(refundRoute, "refund", m, c.id);
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ status: "refunded", refunded_amount: 10000, refundable_amount: 0 });
  });

  it("a void whose answer is lost is finalised by the sweep once", async () => {
    const m = await createTestMerchant();
    const c = await authorized(m);
    loseNextSandboxAnswer("void");
    expect((await post(cancelRoute, "cancel", m, c.id)).status).toBe(502);
    expect((await post(captureRoute, "capture", m, c.id)).status).toBe(422);
    expect((await sweep(STALE_OPERATION_MS)).operations).toBe(1);
    expect((await chargeRow(c.id)).status).toBe("canceled");
    expect(effectsOf("void", c.acquirer_reference)).toHaveLength(1);
    expect((await eventNamesOf(c.id)).filter((n) => n === "charge.canceled")).toHaveLength(1);
  });

  it("a charge whose authorization answer is lost answers processing; the sweep records the acquirer's answer once", async () => {
    const m = await createTestMerchant();
    loseNextSandboxAnswer("authorize");
    const res = await postCharge(m, cardBody(await tokenFor(m)));
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe("processing");
    const id = res.body.data.id as string;
    const key = (await chargeRow(id)).pendingOperationId;
    expect(key).toBeTruthy();
    // The acquirer authorized and captured in its one call.
    expect(sandboxEffects().filter((e) => e.key === key)).toHaveLength(1);
    expect(await eventNamesOf(id)).toEqual(["charge.created"]);

    expect((await sweep(STALE_PROCESSING_MS)).recovered).toBe(1);
    const row = await chargeRow(id);
    expect(row).toMatchObject({ status: "captured", capturedAmount: 10000, pendingOperationId: null });
    expect(await eventNamesOf(id)).toEqual(["charge.created", "charge.authorized", "charge.captured"]);
    const db = await getDb();
    expect(await db.select().from(receivables).where(eq(receivables.chargeId, id))).toHaveLength(1);
    expect(await sweep(STALE_PROCESSING_MS)).toMatchObject({ recovered: 0, failed: 0 });
    expect(sandboxEffects().filter((e) => e.key === key)).toHaveLength(1);
  });
});
