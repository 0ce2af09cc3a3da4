import { and, eq, gt, inArray, sum } from "drizzle-orm";
import { anticipations } from "@/db/schema";
import type { Executor } from "@/server/platform/db";

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What was approved without an admin since `since` (a rolling window, not a calendar day: a day's limit
 * cannot be spent twice around midnight). Counted under the merchant's row lock (lockActiveMerchant), so
 * requests sent together are counted one after another. Canceled or rejected ones never paid anything.
 */
export async function approvedAtOnceSince(db: Executor, merchantId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(anticipations.amount).mapWith(Number) })
    .from(anticipations)
    .where(
      and(
        eq(anticipations.merchantId, merchantId),
        eq(anticipations.approval, "automatic"),
        inArray(anticipations.status, ["processing", "completed"]),
        gt(anticipations.createdAt, since),
      ),
    );
  return row?.total ?? 0;
}
