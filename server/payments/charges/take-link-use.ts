import { and, eq, isNull, or, sql } from "drizzle-orm";
import { paymentLinks } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";

/**
 * A Pix payment of a link takes the link's use when the PSP reports it (record-pix-payment.ts),
 * in the transaction that captures the charge: only `max_uses` limits it. The link's status and expiry were
 * checked when the code was shown (server/payments/payment-links/pay-link.ts); a code shown in time stays payable until its own expiry.
 */
export async function takeLinkUse(ctx: Ctx, linkId: string): Promise<boolean> {
  const db = await executor(ctx);
  const rows = await db
    .update(paymentLinks)
    .set({ uses: sql`${paymentLinks.uses} + 1` })
    .where(
      and(
        eq(paymentLinks.id, linkId),
        or(isNull(paymentLinks.maxUses), sql`${paymentLinks.uses} < ${paymentLinks.maxUses}`),
      ),
    )
    .returning({ uses: paymentLinks.uses });
  return rows.length === 1;
}
