import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { paymentLinks } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { takeLinkUse } from "@/server/payments/charges/take-link-use";

/**
 * Takes one use of an active, unexpired link for a card payment, or none (takeLinkUse). It is committed on its
 * own, before the charge, so that buyers do not queue on the row lock while the acquirer answers.
 */
export async function reserveUse(ctx: Ctx, linkId: string, now: Date): Promise<boolean> {
  const active = eq(paymentLinks.status, "active");
  const unexpired = or(isNull(paymentLinks.expiresAt), gt(paymentLinks.expiresAt, now));
  return takeLinkUse(ctx, linkId, active, unexpired ?? sql`true`);
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
