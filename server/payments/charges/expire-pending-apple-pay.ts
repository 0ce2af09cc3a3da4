import { and, eq, lt } from "drizzle-orm";
import { charges } from "@/db/schema";
import { executor, inTransaction, type Ctx } from "@/server/platform/context";
import type { Job } from "@/server/platform/contracts/job";
import { emitChargeEvent, transition } from "./transitions";

/**
 * How long an Apple Pay charge waits for its buyer on the secure checkout (docs/api/apple-pay-expiry.md).
 * The sheet takes a minute; a charge still `pending` after this was abandoned.
 */
export const APPLE_PAY_PENDING_TTL_MS = 30 * 60_000;

/**
 * Cancels Apple Pay charges left `pending` past APPLE_PAY_PENDING_TTL_MS with failure_code
 * `expired`, and sends `charge.canceled` in the same transaction. Without it an abandoned checkout
 * would keep its payment link's use held for ever, and anyone could exhaust a link's `max_uses`
 * by opening checkouts. The held use is given back by the payment-link holds
 * job (server/payments/payment-links/release-holds.ts), which releases the holds of canceled charges.
 * The conditional update is the claim: a buyer paying at the last second and this sweep cannot both win.
 */
export async function expirePendingApplePayCharges({ ctx }: { ctx: Ctx }): Promise<{ expired: number }> {
  const db = await executor(ctx);
  const cutoff = new Date(ctx.now().getTime() - APPLE_PAY_PENDING_TTL_MS);
  const stale = await db
    .select({ id: charges.id })
    .from(charges)
    .where(and(eq(charges.status, "pending"), eq(charges.paymentMethod, "apple_pay"), lt(charges.createdAt, cutoff)))
    .limit(500);
  let expired = 0;
  for (const { id } of stale) {
    await inTransaction(ctx, async (tx) => {
      const row = await transition(tx, id, ["pending"], {
        status: "canceled",
        canceledAt: tx.now(),
        failureCode: "expired",
        failureMessage: "The buyer did not complete the Apple Pay payment in time.",
      });
      if (!row) return; // paid or canceled meanwhile
      await emitChargeEvent(tx, row, "charge.canceled");
      expired++;
    });
  }
  return { expired };
}

export const applePayExpiryJob: Job = {
  name: "charges-apple-pay-expiry",
  intervalMs: 60_000,
  run: (ctx) => expirePendingApplePayCharges({ ctx }),
};
