import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { paymentLinks } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";

/**
 * Takes one use of the link, or none: a single conditional update, so concurrent buyers can never
 * take more than max_uses between them (a count() followed by an insert could). It is committed
 * on its own, before the charge, so that buyers do not queue on the row lock while the acquirer answers.
 */
export async function reserveUse(ctx: Ctx, linkId: string, now: Date): Promise<boolean> {
  const db = await executor(ctx);
  const rows = await db
    .update(paymentLinks)
    .set({ uses: sql`${paymentLinks.uses} + 1` })
    .where(
      and(
        eq(paymentLinks.id, linkId),
        eq(paymentLinks.status, "active"),
        or(isNull(paymentLinks.expiresAt), gt(paymentLinks.expiresAt, now)),
        or(isNull(paymentLinks.maxUses), sql`${paymentLinks.uses} < ${paymentLinks.maxUses}`),
      ),
    )
    .returning({ uses: paymentLinks.uses });
  return rows.length === 1;
}

/**
 * Gives a use back when the payment did not happen (declined, failed, or an error before the charge):
 * a declined card must not use up a link. `uses > 0` keeps the counter from going negative.
 */
export async function releaseUse(ctx: Ctx, linkId: string): Promise<void> {
  const db = await executor(ctx);
  await db
    .update(paymentLinks)
    .set({ uses: sql`${paymentLinks.uses} - 1` })
    .where(and(eq(paymentLinks.id, linkId), gt(paymentLinks.uses, 0)));
}
