import { and, eq, sql } from "drizzle-orm";
import { rollingReserveHolds } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { queryRows } from "@/server/platform/db";
import { postTransaction } from "@/server/money/ledger/post-transaction";
import { walletFor } from "@/server/money/ledger/wallet-for";

export interface ReserveReleaseRun {
  released: number;
  amount: number;
}

/**
 * Returns every hold of the rolling reserve whose release time has come (by the job clock) from `reserve` to
 * `main`: one hold per database transaction, claimed with `FOR UPDATE SKIP LOCKED` so that several workers
 * share the work, its status changed conditionally and its posting keyed, so a hold is released once. A
 * suspended merchant's holds are released too: the money moves inside the merchant's wallets, it does not
 * leave (docs/api/risk.md, "Suspension freezes money out" stops it at the withdrawal).
 */
export async function releaseDueRollingReserve({
  ctx,
  limit = 100_000,
  merchantId,
}: {
  ctx: Ctx;
  limit?: number;
  /** Only this merchant's holds (a test clock's run); every merchant's without it. */
  merchantId?: string;
}): Promise<ReserveReleaseRun> {
  const run: ReserveReleaseRun = { released: 0, amount: 0 };
  const now = ctx.now();
  while (run.released < limit) {
    const done = await inTransaction(ctx, async (t) => {
      const [due] = await queryRows<{ id: string }>(
        t.tx,
        sql`select id from rolling_reserve_holds where status = 'held' and release_at <= ${now.toISOString()}
            ${merchantId ? sql`and merchant_id = ${merchantId}` : sql``}
            order by release_at, id limit 1 for update skip locked`,
      );
      if (!due) return false;
      const [hold] = await t.tx.select().from(rollingReserveHolds).where(eq(rollingReserveHolds.id, due.id));
      const owner = { ownerType: "merchant" as const, ownerId: hold.merchantId };
      const main = await walletFor(t, owner, "main", hold.currency);
      const reserve = await walletFor(t, owner, "reserve", hold.currency);
      const description = `Rolling reserve released: ${hold.sourceType} ${hold.sourceId}`;
      const posting = await postTransaction(t, {
        type: "rolling_reserve_release",
        description,
        referenceType: hold.sourceType === "settlement" ? "receivable" : "anticipation",
        referenceId: hold.sourceId,
        idempotencyKey: `rolling-reserve:release:${hold.id}`,
        lines: [
          { walletId: reserve.id, amount: -hold.amount, type: "rolling_reserve_release", description },
          { walletId: main.id, amount: hold.amount, type: "rolling_reserve_release", description },
        ],
      });
      await t.tx
        .update(rollingReserveHolds)
        .set({ status: "released", releasedAt: t.now(), releaseTransactionId: posting.transactionId })
        .where(and(eq(rollingReserveHolds.id, hold.id), eq(rollingReserveHolds.status, "held")));
      run.released += 1;
      run.amount += hold.amount;
      return true;
    });
    if (!done) break;
  }
  return run;
}
