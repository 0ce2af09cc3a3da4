import { and, eq, gt, inArray, sum } from "drizzle-orm";
import { withdrawals } from "@/db/schema";
import type { Executor } from "@/server/platform/db";

/**
 * The amounts of the merchant's withdrawals that went on without an admin since `since` (a rolling window, not a
 * calendar day: a day's total cannot be spent twice around midnight). Failed, canceled and rejected ones paid
 * nothing; those an admin let through were looked at and do not use up the merchant's own allowance (the same
 * rule as anticipations, server/money/anticipations/approved-at-once.ts). Read under the merchant's row lock
 * (lockActiveMerchant), so requests sent together are counted one after another.
 */
export async function withdrawnAtOnceSince(db: Executor, merchantId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(withdrawals.amount).mapWith(Number) })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.merchantId, merchantId),
        eq(withdrawals.approval, "automatic"),
        inArray(withdrawals.status, ["pending", "processing", "completed"]),
        gt(withdrawals.createdAt, since),
      ),
    );
  return row?.total ?? 0;
}
