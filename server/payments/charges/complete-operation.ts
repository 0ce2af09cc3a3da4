import { acquirer } from "@/server/payments/acquirer";
import type { OperationResult } from "@/server/payments/acquirer/types";
import type { Ctx } from "@/server/platform/context";
import { AcquirerError } from "@/server/platform/errors";
import { faultPoint } from "@/server/platform/faults/fault-point";
import { log } from "@/server/platform/log";
import { finaliseOperation, type OperationRow } from "./finalise-operation";
import type { ChargeRow } from "./present-charge";
import { completePixRefund } from "./complete-pix-refund";

export type { OperationRow };

/**
 * The second half of a capture, void or refund (docs/api/acquirer-operations.md): asks the acquirer,
 * outside any transaction, with the operation's id as the idempotency key, then records its answer in
 * one transaction (finalise-operation.ts). Asking again with the same key (a retry, the recovery sweep)
 * answers the same and does nothing a second time. No answer (a network failure): the intent stays
 * pending for the sweep and the caller gets 502 `acquirer_unavailable`.
 */
export async function completeOperation(ctx: Ctx, op: OperationRow, charge: ChargeRow): Promise<ChargeRow> {
  // A pool connection is never held across the acquirer's network call, nor its row locks.
  if (ctx.tx) throw new Error("the acquirer is called outside database transactions");
  // A Pix charge is refunded through its PSP (a devolução), never through the card acquirer.
  if (charge.paymentMethod === "pix" && op.kind === "refund") return completePixRefund(ctx, op, charge);
  const reference = charge.acquirerReference ?? charge.id;
  let result: OperationResult;
  try {
    if (op.kind === "capture")
      result = await acquirer().capture({ idempotencyKey: op.id, acquirerReference: reference, amount: op.amount });
    else if (op.kind === "void")
      result = await acquirer().void({ idempotencyKey: op.id, acquirerReference: reference });
    else
      result = await acquirer().refund({
        idempotencyKey: op.id,
        acquirerReference: reference,
        amount: op.amount,
        reference: op.refundId ?? op.id,
      });
  } catch (e) {
    log.warn("acquirer operation unanswered; the intent is left for the recovery sweep", {
      chargeId: charge.id,
      operationId: op.id,
      kind: op.kind,
      error: e instanceof Error ? e.message : String(e),
    });
    throw new AcquirerError(
      "acquirer_unavailable",
      `The acquirer did not answer. The ${op.kind} is recorded and will be completed automatically; GET the charge for its outcome.`,
    );
  }
  if (op.kind === "capture") await faultPoint("capture-after-acquirer");
  const { row, failure } = await finaliseOperation(ctx, op, result);
  if (failure) throw new AcquirerError(failure.code, failure.message);
  return row;
}
