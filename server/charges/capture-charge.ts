import type { z } from "zod";
import { acquirer } from "@/server/acquirer";
import { inTransaction, type Ctx } from "@/server/context";
import { AcquirerError, InvalidRequestError } from "@/server/errors";
import { onChargeCaptured } from "@/server/receivables/charge-hooks";
import { getChargeRowOrThrow } from "./charge-rows";
import { viewOf } from "./get-charge";
import type { ChargeRow } from "./present-charge";
import type { captureChargeBody } from "./schemas";
import { emitChargeEvent, invalidState, transition } from "./transitions";

/** POST /v1/charges/{id}/capture: captures an authorized charge once, in full or in part. */
export async function captureCharge({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: z.output<typeof captureChargeBody>;
}) {
  return viewOf(ctx, await captureChargeRow(ctx, id, input.amount));
}

/**
 * authorized → captured, in one transaction with the ledger hook and the event. The conditional
 * update is what makes a second, concurrent capture fail: only one can see `authorized`.
 */
export async function captureChargeRow(ctx: Ctx, id: string, amount?: number): Promise<ChargeRow> {
  return inTransaction(ctx, async (tx) => {
    const current = await getChargeRowOrThrow(tx, id);
    if (current.status !== "authorized") return invalidState(tx, id, "captured");
    const capture = amount ?? current.amount;
    if (capture > current.amount) {
      throw new InvalidRequestError(
        "amount_exceeds_authorized",
        `Capture amount ${capture} is above the authorized ${current.amount}.`,
        "amount",
      );
    }
    if (current.split && capture !== current.amount) {
      // Split rules were checked against the whole amount; a partial capture would break them.
      throw new InvalidRequestError(
        "partial_capture_with_split",
        "A charge with split rules can only be captured in full.",
        "amount",
      );
    }
    const now = tx.now();
    const row = await transition(tx, id, ["authorized"], {
      status: "captured",
      capturedAmount: capture,
      capturedAt: now,
    });
    if (!row) return invalidState(tx, id, "captured");
    // Inside the transaction: if the acquirer refuses, nothing of the capture remains.
    const result = await acquirer().capture({ acquirerReference: row.acquirerReference ?? row.id, amount: capture });
    if (!result.ok) throw new AcquirerError(result.failureCode, result.failureMessage);
    await onChargeCaptured(tx, {
      chargeId: row.id,
      merchantId: row.merchantId,
      amount: capture,
      currency: row.currency,
      installments: row.installments,
      paymentMethod: row.paymentMethod,
      split: row.split,
      capturedAt: now,
    });
    await emitChargeEvent(tx, row, "charge.captured");
    return row;
  });
}
