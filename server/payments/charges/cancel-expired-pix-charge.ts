import { inTransaction, type Ctx } from "@/server/platform/context";
import { emitChargeEvent, transition } from "./transitions";

/**
 * pending → canceled (failure_code `expired`) with `charge.canceled`, in one conditional update: a payment
 * recorded meanwhile leaves the charge captured and this does nothing. False then.
 */
export async function cancelExpiredPixCharge(ctx: Ctx, id: string): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const row = await transition(tx, id, ["pending"], {
      status: "canceled",
      canceledAt: tx.now(),
      failureCode: "expired",
      failureMessage: "The Pix code expired before it was paid.",
    });
    if (!row) return false;
    await emitChargeEvent(tx, row, "charge.canceled");
    return true;
  });
}
