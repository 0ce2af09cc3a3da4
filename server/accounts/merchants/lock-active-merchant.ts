import { eq } from "drizzle-orm";
import { merchants } from "@/db/schema";
import type { Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { InvalidRequestError, NotFoundError } from "@/server/platform/errors";

/**
 * Money leaves a merchant only while it is active (docs/api/risk.md, "Suspension"): a withdrawal, an
 * anticipation or its approval first takes the merchant's row (`for no key update`, which a suspension's
 * update waits for and which waits for it), so a suspension and a request never cross. The lock also
 * queues one merchant's money-out requests, so its rolling daily totals are counted one at a time.
 */
export async function lockActiveMerchant(ctx: Ctx & { tx: Executor }, merchantId: string): Promise<void> {
  const [row] = await ctx.tx
    .select({ status: merchants.status })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .for("no key update");
  if (!row) throw new NotFoundError("merchant");
  if (row.status !== "active")
    throw new InvalidRequestError(
      "merchant_inactive",
      "This merchant is suspended: no money leaves it (withdrawals, anticipations) until an admin reactivates it.",
    );
}
