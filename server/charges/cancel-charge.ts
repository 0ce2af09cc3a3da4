import { acquirer } from "@/server/acquirer";
import { inTransaction, type Ctx } from "@/server/context";
import { AcquirerError } from "@/server/errors";
import { getChargeRowOrThrow } from "./charge-rows";
import { viewOf } from "./get-charge";
import { emitChargeEvent, invalidState, transition } from "./transitions";

/**
 * POST /v1/charges/{id}/cancel: voids an authorized charge (the authorization is released, nothing
 * was captured) or abandons a pending Apple Pay charge before the buyer pays. Captured money is
 * returned with a refund instead.
 */
export async function cancelCharge({ ctx, id }: { ctx: Ctx; id: string }) {
  const row = await inTransaction(ctx, async (tx) => {
    const current = await getChargeRowOrThrow(tx, id);
    if (current.status !== "authorized" && current.status !== "pending") return invalidState(tx, id, "canceled");
    // Conditional on the status just seen: a buyer paying at this instant makes this call a 422.
    const canceled = await transition(tx, id, [current.status], { status: "canceled", canceledAt: tx.now() });
    if (!canceled) return invalidState(tx, id, "canceled");
    if (current.status === "authorized") {
      const result = await acquirer().void({ acquirerReference: canceled.acquirerReference ?? canceled.id });
      if (!result.ok) throw new AcquirerError(result.failureCode, result.failureMessage);
    }
    await emitChargeEvent(tx, canceled, "charge.canceled");
    return canceled;
  });
  return viewOf(ctx, row);
}
