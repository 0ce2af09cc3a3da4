import { inTransaction, type Ctx } from "@/server/platform/context";
import type { ChargeRow } from "./present-charge";
import { emitChargeEvent, invalidState, transition } from "./transitions";

/** processing → failed `fraud_suspected`: fraud analysis denied the charge, so the acquirer is never asked. */
export async function failForFraud(ctx: Ctx, charge: ChargeRow): Promise<ChargeRow> {
  return inTransaction(ctx, async (tx) => {
    const next = await transition(tx, charge.id, ["processing"], {
      status: "failed",
      failedAt: tx.now(),
      failureCode: "fraud_suspected",
      failureMessage: "The payment was refused by fraud analysis. Please use another payment method.",
    });
    if (!next) return invalidState(tx, charge.id, "failed");
    await emitChargeEvent(tx, next, "charge.failed");
    return next;
  });
}
