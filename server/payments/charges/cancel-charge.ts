import { inTransaction, type Ctx } from "@/server/platform/context";
import { getChargeRowOrThrow } from "./charge-rows";
import { lockForOperation, operationInProgress } from "./capture-charge";
import { completeOperation, type OperationRow } from "./complete-operation";
import type { ChargeRow } from "./present-charge";
import { presentCharge } from "./present-charge";
import { emitChargeEvent, invalidState, transition } from "./transitions";

/**
 * POST /v1/charges/{id}/cancel: voids an authorized charge (the authorization is released, nothing
 * was captured) or abandons a pending Apple Pay charge before the buyer pays. Captured money is
 * returned with a refund instead. A void is an acquirer operation: intent, call, answer
 * (docs/api/acquirer-operations.md).
 */
export async function cancelCharge({ ctx, id }: { ctx: Ctx; id: string }) {
  const step = await inTransaction(
    ctx,
    async (tx): Promise<{ row: ChargeRow } | { op: OperationRow; charge: ChargeRow }> => {
      const current = await getChargeRowOrThrow(tx, id);
      if (current.status === "authorized") {
        if (current.pendingOperationId) throw operationInProgress();
        return lockForOperation(tx, current, "void", 0);
      }
      if (current.status !== "pending") return invalidState(tx, id, "canceled");
      // Conditional on the status just seen: a buyer paying at this instant makes this call a 422.
      const canceled = await transition(tx, id, ["pending"], { status: "canceled", canceledAt: tx.now() });
      if (!canceled) return invalidState(tx, id, "canceled");
      await emitChargeEvent(tx, canceled, "charge.canceled");
      return { row: canceled };
    },
  );
  const row = "op" in step ? await completeOperation(ctx, step.op, step.charge) : step.row;
  // Neither a voided nor an abandoned charge was ever refunded.
  return presentCharge(row, []);
}

/** The void's intent alone, for a review's rejection that records it in its own transaction. */
export async function recordVoidIntent(tx: Ctx & { tx: NonNullable<Ctx["tx"]> }, id: string) {
  const current = await getChargeRowOrThrow(tx, id);
  if (current.status !== "authorized") return invalidState(tx, id, "canceled");
  if (current.pendingOperationId) throw operationInProgress();
  return lockForOperation(tx, current, "void", 0);
}
