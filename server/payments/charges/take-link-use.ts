import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { paymentLinks } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";

/**
 * Takes one use of a payment link, or none: a single conditional update, so concurrent payers can never take more
 * than `max_uses` between them (a count() followed by an insert could). `conditions` add to the `max_uses` bound:
 * a card payment also asks for an active, unexpired link (server/payments/payment-links/reserve-use.ts).
 *
 * A Pix payment of a link takes its use with no other condition when the PSP reports it (record-pix-payment.ts),
 * in the transaction that captures the charge: the link's status and expiry were checked when the code was shown
 * (server/payments/payment-links/pay-link.ts), and a code shown in time stays payable until its own expiry.
 */
export async function takeLinkUse(ctx: Ctx, linkId: string, ...conditions: SQL[]): Promise<boolean> {
  const db = await executor(ctx);
  const rows = await db
    .update(paymentLinks)
    .set({ uses: sql`${paymentLinks.uses} + 1` })
    .where(
      and(
        eq(paymentLinks.id, linkId),
        ...conditions,
        or(isNull(paymentLinks.maxUses), sql`${paymentLinks.uses} < ${paymentLinks.maxUses}`),
      ),
    )
    .returning({ uses: paymentLinks.uses });
  return rows.length === 1;
}
