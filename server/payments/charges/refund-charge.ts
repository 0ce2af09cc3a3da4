import type { z } from "zod";
import { and, inArray, sql } from "drizzle-orm";
import { acquirerOperations, charges } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { InvalidRequestError } from "@/server/platform/errors";
import { newId } from "@/server/platform/ids";
import { getChargeRowOrThrow } from "./charge-rows";
import { viewOf } from "./get-charge";
import type { refundChargeBody } from "./schemas";
import { invalidState } from "./transitions";
import { completeOperation, type OperationRow } from "./complete-operation";
import { byIdInTenant } from "@/server/platform/tenancy";
import { onRefundRequested } from "@/server/money/receivables/charge-hooks";
import { withArticle } from "@/server/universal/with-article";
import { refuseRefundIfDisputed } from "@/server/money/disputes/charge-disputed";

const REFUNDABLE = ["captured", "partially_refunded"] as const;

/** How long after its payment a Pix can be returned (API Pix's devolução). */
export const PIX_REFUND_WINDOW_MS = 90 * 86_400_000;

/**
 * POST /v1/charges/{id}/refund: refunds part or all of what was captured, as many times as wanted
 * while something is left. Apple Pay charges are refunded the same way, by charge id alone.
 * An authorized (uncaptured) charge is released with POST /v1/charges/{id}/cancel instead.
 */
export async function refundCharge({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: z.output<typeof refundChargeBody>;
}) {
  // The intent: the amount is reserved on the charge (refund_pending_amount) with a conditional update,
  // so concurrent refunds serialise on the row and each re-checks the sum; the refunded total can never
  // pass the captured amount. The part already paid out is held from the merchant's `main` in the same
  // transaction. Then the acquirer, outside the transaction, then the answer (docs/api/acquirer-operations.md).
  const { op, charge } = await inTransaction(ctx, async (tx) => {
    const current = await getChargeRowOrThrow(tx, id);
    await refuseRefundIfDisputed(tx, current.id);
    if (!(REFUNDABLE as readonly string[]).includes(current.status)) {
      const hint =
        current.status === "authorized"
          ? " Cancel it with POST /v1/charges/{id}/cancel to release the authorization."
          : "";
      throw new InvalidRequestError(
        "invalid_state",
        `${withArticle(current.status, true)} charge cannot be refunded.${hint}`,
      );
    }
    // API Pix takes a devolução within 90 days of the payment (docs/api/pix.md).
    if (
      current.paymentMethod === "pix" &&
      current.capturedAt &&
      tx.now().getTime() - current.capturedAt.getTime() > PIX_REFUND_WINDOW_MS
    ) {
      throw new InvalidRequestError(
        "refund_window_expired",
        "A Pix payment can be refunded within 90 days of its payment.",
      );
    }
    const amount = input.amount ?? current.capturedAmount - current.refundedAmount - current.refundPendingAmount;
    const [reserved] =
      amount > 0
        ? await tx.tx
            .update(charges)
            .set({ refundPendingAmount: sql`${charges.refundPendingAmount} + ${amount}` })
            .where(
              and(
                byIdInTenant(tx, charges, id),
                inArray(charges.status, [...REFUNDABLE]),
                sql`${charges.refundedAmount} + ${charges.refundPendingAmount} + ${amount} <= ${charges.capturedAmount}`,
              ),
            )
            .returning()
        : [];
    if (!reserved) {
      const now = await getChargeRowOrThrow(tx, id);
      if (!(REFUNDABLE as readonly string[]).includes(now.status)) return invalidState(tx, id, "refunded");
      throw new InvalidRequestError(
        "amount_exceeds_refundable",
        `Refund amount ${amount} is above the ${now.capturedAmount - now.refundedAmount - now.refundPendingAmount} still refundable.`,
        "amount",
      );
    }
    const refundId = newId();
    const op: OperationRow = {
      id: newId(),
      merchantId: reserved.merchantId,
      chargeId: reserved.id,
      kind: "refund",
      amount,
      refundId,
      reason: input.reason ?? null,
      status: "pending",
      failureCode: null,
      acquirerReference: null,
      createdAt: tx.now(),
      finalisedAt: null,
    };
    // The operation first: its foreign key takes the merchant's row (key share) before any wallet is locked. The
    // other way round, a refund holding `main` could wait behind a suspension queued on the merchant's row while
    // that waited behind a withdrawal holding the row and waiting for `main`: a deadlock (found by the
    // reliability money mix).
    await tx.tx.insert(acquirerOperations).values(op);
    // The part already paid out leaves `main` now, within the refund allowance, or nothing happens and the
    // acquirer is never asked (docs/api/risk.md, "Refund allowance").
    await onRefundRequested(tx, { chargeId: reserved.id, refundId, amount });
    return { op, charge: reserved };
  });
  return viewOf(ctx, await completeOperation(ctx, op, charge));
}
