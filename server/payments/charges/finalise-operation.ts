import type { ChargeFailureCode } from "@/db/vocabularies";
import { and, eq, sql } from "drizzle-orm";
import { acquirerOperations, chargeRefunds, charges } from "@/db/schema";
import type { OperationResult } from "@/server/payments/acquirer/types";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { onChargeCaptured, onChargeRefunded, onRefundRefused } from "@/server/money/receivables/charge-hooks";
import { getChargeRowOrThrow } from "./charge-rows";
import type { ChargeRow } from "./present-charge";
import { emitChargeEvent } from "./transitions";

export interface Finalised {
  row: ChargeRow;
  /** The acquirer's refusal, recorded: the caller answers it as a 502. */
  failure?: { code: ChargeFailureCode; message: string };
}

/**
 * Records the acquirer's answer to a capture, void or refund intent, in one transaction: the operation
 * leaves `pending` with a conditional update first, so whoever records it (the request or the recovery
 * sweep) does so once; then the charge, the receivables or their refund, the refund row and the event.
 * A refusal only releases what the intent held (the charge's lock, or the reserved refund amount and the
 * refund's hold on the merchant's `main`).
 */
/** An acquirer operation (capture, void, refund) as recorded before the acquirer is called. */
export type OperationRow = typeof acquirerOperations.$inferSelect;

export async function finaliseOperation(ctx: Ctx, op: OperationRow, result: OperationResult): Promise<Finalised> {
  return inTransaction(ctx, async (tx) => {
    const now = tx.now();
    const [claimed] = await tx.tx
      .update(acquirerOperations)
      .set({
        status: result.ok ? "succeeded" : "failed",
        failureCode: result.ok ? null : result.failureCode,
        acquirerReference: result.ok ? result.acquirerReference : null,
        finalisedAt: now,
      })
      .where(and(eq(acquirerOperations.id, op.id), eq(acquirerOperations.status, "pending")))
      .returning({ id: acquirerOperations.id });
    if (!claimed) {
      // Recorded already (by the sweep or by the request it thought lost): answer what it recorded.
      const [done] = await tx.tx.select().from(acquirerOperations).where(eq(acquirerOperations.id, op.id));
      const row = await getChargeRowOrThrow(tx, op.chargeId);
      return done?.status === "failed"
        ? {
            row,
            failure: { code: done.failureCode ?? "processing_error", message: "The acquirer refused the operation." },
          }
        : { row };
    }
    const byCharge = eq(charges.id, op.chargeId);
    if (!result.ok) {
      const [row] = await tx.tx
        .update(charges)
        .set(
          op.kind === "refund"
            ? { refundPendingAmount: sql`${charges.refundPendingAmount} - ${op.amount}` }
            : { pendingOperationId: null },
        )
        .where(byCharge)
        .returning();
      if (op.kind === "refund") await onRefundRefused(tx, op.refundId ?? op.id);
      return { row, failure: { code: result.failureCode, message: result.failureMessage } };
    }
    if (op.kind === "capture") {
      const [row] = await tx.tx
        .update(charges)
        .set({
          status: "captured",
          capturedAmount: op.amount,
          capturedAt: now,
          pendingOperationId: null,
          updatedAt: now,
        })
        .where(and(byCharge, eq(charges.pendingOperationId, op.id)))
        .returning();
      await onChargeCaptured(tx, {
        chargeId: row.id,
        merchantId: row.merchantId,
        amount: op.amount,
        currency: row.currency,
        installments: row.installments,
        paymentMethod: row.paymentMethod,
        split: row.split,
        capturedAt: now,
      });
      await emitChargeEvent(tx, row, "charge.captured");
      return { row };
    }
    if (op.kind === "void") {
      const [row] = await tx.tx
        .update(charges)
        .set({ status: "canceled", canceledAt: now, pendingOperationId: null, updatedAt: now })
        .where(and(byCharge, eq(charges.pendingOperationId, op.id)))
        .returning();
      await emitChargeEvent(tx, row, "charge.canceled");
      return { row };
    }
    // A refund: what the intent reserved becomes refunded.
    const [row] = await tx.tx
      .update(charges)
      .set({
        refundedAmount: sql`${charges.refundedAmount} + ${op.amount}`,
        refundPendingAmount: sql`${charges.refundPendingAmount} - ${op.amount}`,
        status: sql`case when ${charges.refundedAmount} + ${op.amount} = ${charges.capturedAmount} then 'refunded' else 'partially_refunded' end`,
        updatedAt: now,
      })
      .where(byCharge)
      .returning();
    const refundId = op.refundId ?? op.id;
    await tx.tx.insert(chargeRefunds).values({
      id: refundId,
      chargeId: row.id,
      merchantId: row.merchantId,
      amount: op.amount,
      reason: op.reason,
      acquirerReference: result.acquirerReference,
      createdAt: now,
    });
    await onChargeRefunded(tx, {
      chargeId: row.id,
      merchantId: row.merchantId,
      refundId,
      amount: op.amount,
      capturedAmount: row.capturedAmount,
      refundedAmount: row.refundedAmount,
      refundedAt: now,
    });
    await emitChargeEvent(tx, row, row.status === "refunded" ? "charge.refunded" : "charge.partially_refunded");
    return { row };
  });
}
