import { and, asc, inArray, lt } from "drizzle-orm";
import { disputes } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { closeIn } from "./close-dispute";

const UNANSWERED = ["warning_needs_response", "needs_response"] as const;

/**
 * The job: a dispute past its `due_by` with no evidence submitted is lost (docs/api/disputes.md). One
 * transaction per dispute, each claimed with SKIP LOCKED, so concurrent runs and a merchant's last-second
 * submission never both win: whoever locks the row first decides.
 */
export async function loseOverdueDisputes({ ctx }: { ctx: Ctx }): Promise<{ lost: number }> {
  let lost = 0;
  for (;;) {
    const done = await inTransaction(ctx, async (tx) => {
      const [row] = await tx.tx
        .select()
        .from(disputes)
        .where(and(inArray(disputes.status, [...UNANSWERED]), lt(disputes.dueBy, tx.now())))
        .orderBy(asc(disputes.dueBy))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return false;
      await closeIn(tx, row, "lost", UNANSWERED, "No evidence was submitted before the deadline");
      lost += 1;
      return true;
    });
    if (!done) return { lost };
  }
}
