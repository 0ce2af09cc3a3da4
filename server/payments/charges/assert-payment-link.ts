import { and, eq } from "drizzle-orm";
import { paymentLinks } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { ValidationError } from "@/server/platform/errors";

/**
 * `payment_link_id` on a new charge must name a link of the charging merchant: another merchant's
 * link would count the charge on that link's page and receipts. An unknown link and another
 * merchant's get one answer (400 on `payment_link_id`), so nothing reveals that an id exists.
 */
export async function assertPaymentLinkOfMerchant(ctx: Ctx, merchantId: string, linkId: string): Promise<void> {
  const db = await executor(ctx);
  const [link] = await db
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .where(and(eq(paymentLinks.id, linkId), eq(paymentLinks.merchantId, merchantId)))
    .limit(1);
  if (!link)
    throw new ValidationError(
      "payment_link_id: No such payment link for this merchant.",
      "payment_link_id",
      undefined,
      "invalid_payment_link",
    );
}
