import { and, asc, inArray, lt, notInArray } from "drizzle-orm";
import { disputes } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { ItemFailures } from "@/server/platform/jobs/item-failures";
import { closeIn } from "./close-dispute";

const UNANSWERED = ["warning_needs_response", "needs_response"] as const;

/**
 * The job: a dispute past its `due_by` with no evidence submitted is lost (docs/api/disputes.md). One
 * transaction per dispute, each claimed with SKIP LOCKED, so concurrent runs and a merchant's last-second
 * submission never both win: whoever locks the row first decides. A dispute that cannot be closed is
 * logged and left open for the next run, and the others are still closed (`errors` counts it).
 */
export async function loseOverdueDisputes({ ctx }: { ctx: Ctx }): Promise<{ lost: number; errors: number }> {
  let lost = 0;
  const failures = new ItemFailures("dispute-deadlines");
  for (;;) {
    let claimed: string | undefined;
    try {
      const done = await inTransaction(ctx, async (tx) => {
        const skipped = failures.failedIds;
        const [row] = await tx.tx
          .select()
          .from(disputes)
          .where(
            and(
              inArray(disputes.status, [...UNANSWERED]),
              lt(disputes.dueBy, tx.now()),
              skipped.length ? notInArray(disputes.id, skipped) : undefined,
            ),
          )
          .orderBy(asc(disputes.dueBy))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!row) return false;
        claimed = row.id;
        await closeIn(tx, row, "lost", UNANSWERED, "No evidence was submitted before the deadline");
        return true;
      });
      if (!done) return { lost, errors: failures.count };
      lost += 1;
    } catch (error) {
      // Before any claim the database itself failed: the run stops, as before.
      if (!claimed) throw error;
      failures.record(claimed, error);
    }
  }
}
