import { eq } from "drizzle-orm";
import { charges, disputes, type DisputeTimelineEntry } from "@/db/schema";
import type { DisputeNotification } from "@/server/payments/acquirer";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { InvalidRequestError, NotFoundError } from "@/server/platform/errors";
import { newId } from "@/server/platform/ids";
import { chargeForDispute, withdrawFunds } from "./dispute-money";
import { recordDisputeEvents } from "./dispute-events";
import { note } from "./dispute-rows";
import type { DisputeRow } from "./present-dispute";

export const DISPUTABLE = ["captured", "partially_refunded"];

/**
 * The acquirer tells us of a dispute (docs/api/disputes.md): books it against the charge, once per dispute
 * reference. A chargeback withdraws the funds in the same transaction; a retrieval request moves nothing yet.
 * The charge's row is locked first, so a refund running at the same time either finished before (and the
 * disputable amount is what it left) or waits and is then refused with `charge_disputed`.
 */
export async function receiveDisputeNotification({
  ctx,
  notification,
}: {
  ctx: Ctx;
  notification: DisputeNotification;
}): Promise<DisputeRow> {
  return inTransaction(ctx, async (tx) => {
    const [known] = await tx.tx
      .select()
      .from(disputes)
      .where(eq(disputes.acquirerReference, notification.disputeReference))
      .limit(1);
    if (known) return known;
    const charge = await chargeForDispute(tx, eq(charges.acquirerReference, notification.chargeReference), true);
    if (!charge || charge.paymentMethod === "pix") throw new NotFoundError("charge");
    if (!DISPUTABLE.includes(charge.status))
      throw new InvalidRequestError("invalid_state", `A ${charge.status} charge cannot be disputed.`);
    const status = notification.kind === "inquiry" ? "warning_needs_response" : "needs_response";
    const row = await bookDispute(tx, charge, {
      kind: "card",
      amount: notification.amount,
      reason: notification.reason,
      network: notification.network,
      networkReasonCode: notification.networkReasonCode,
      status,
      acquirerReference: notification.disputeReference,
      dueBy: notification.dueBy,
    });
    if (notification.kind === "inquiry") return row;
    return withdrawAndNote(tx, row);
  });
}

type ChargeRow = NonNullable<Awaited<ReturnType<typeof chargeForDispute>>>;

/**
 * Books a dispute of a charge whose row the caller locked: one per charge, for at most what is left of the
 * captured amount after refunds; records `charge.dispute.created`. The funds are the caller's to withdraw.
 */
export async function bookDispute(
  tx: Parameters<typeof withdrawFunds>[0],
  charge: ChargeRow,
  fields: Pick<
    typeof disputes.$inferInsert,
    "kind" | "amount" | "reason" | "network" | "networkReasonCode" | "status" | "acquirerReference" | "dueBy"
  > & { note?: string },
): Promise<DisputeRow> {
  const [existing] = await tx.tx.select().from(disputes).where(eq(disputes.chargeId, charge.id)).limit(1);
  if (existing)
    throw new InvalidRequestError("charge_disputed", `Charge ${charge.id} already has dispute ${existing.id}.`);
  const disputable = charge.capturedAmount - charge.refundedAmount - charge.refundPendingAmount;
  if (fields.amount > disputable)
    throw new InvalidRequestError(
      "amount_exceeds_disputable",
      `The dispute's ${fields.amount} is above the ${disputable} captured and not refunded.`,
      "amount",
    );
  const now = tx.now();
  const { note: why, ...values } = fields;
  const opened: DisputeTimelineEntry = {
    at: now.toISOString(),
    type: "opened",
    status: fields.status,
    ...(why ? { note: why } : {}),
  };
  const [row] = await tx.tx
    .insert(disputes)
    .values({
      ...values,
      id: newId(),
      merchantId: charge.merchantId,
      chargeId: charge.id,
      currency: charge.currency,
      timeline: [opened],
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordDisputeEvents(tx, row, ["charge.dispute.created"]);
  return row;
}

/** Withdraws the funds of a dispute that has not had them withdrawn, notes it, and says so in an event. */
export async function withdrawAndNote(ctx: Parameters<typeof withdrawFunds>[0], row: DisputeRow) {
  const { liability, fee } = await withdrawFunds(ctx, row);
  const after = await note(ctx, row, { type: "funds_withdrawn" }, { fundsWithdrawn: true, liability, feeAmount: fee });
  await recordDisputeEvents(ctx, after, ["charge.dispute.funds_withdrawn"]);
  return after;
}
