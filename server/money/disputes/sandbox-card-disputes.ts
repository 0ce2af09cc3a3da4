import { and, eq, inArray, isNotNull, notExists, sql } from "drizzle-orm";
import { charges, disputes } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { ALWAYS_DISPUTED_CARD } from "@/server/payments/acquirer/test-cards";
import { sandboxDisputeNotification } from "@/server/payments/acquirer/sandbox-disputes";
import { receiveDisputeNotification } from "./receive-dispute-notification";

/**
 * The sandbox acquirer's chargeback file: every captured charge of the always-disputed test card
 * (4000 0000 0000 0259, docs/api/test-cards.md) without a dispute is disputed as `fraudulent` for its whole
 * amount. A real acquirer's notifications arrive the same way, through receiveDisputeNotification.
 */
export async function notifySandboxCardDisputes({ ctx }: { ctx: Ctx }): Promise<{ opened: number }> {
  const db = await executor(ctx);
  const due = await db
    .select()
    .from(charges)
    .where(
      and(
        inArray(charges.status, ["captured", "partially_refunded"]),
        eq(charges.cardFirstSix, ALWAYS_DISPUTED_CARD.firstSix),
        eq(charges.cardLastFour, ALWAYS_DISPUTED_CARD.lastFour),
        isNotNull(charges.acquirerReference),
        sql`${charges.capturedAmount} - ${charges.refundedAmount} - ${charges.refundPendingAmount} > 0`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(disputes)
            .where(eq(disputes.chargeId, charges.id)),
        ),
      ),
    )
    .limit(100);
  let opened = 0;
  for (const charge of due) {
    await receiveDisputeNotification({
      ctx,
      notification: sandboxDisputeNotification({
        chargeReference: charge.acquirerReference ?? "",
        brand: charge.cardBrand,
        amount: charge.capturedAmount - charge.refundedAmount - charge.refundPendingAmount,
        reason: "fraudulent",
        kind: "chargeback",
        at: ctx.now(),
      }),
    }).then(
      () => (opened += 1),
      // A refund that raced ahead, or another run that booked it first: the next pass sees the truth.
      () => undefined,
    );
  }
  return { opened };
}
