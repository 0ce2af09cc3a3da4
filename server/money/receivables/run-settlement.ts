import type { z } from "zod";
import { recordAudit } from "@/server/platform/audit/record-audit";
import { inTransaction, type Ctx, requireAdmin } from "@/server/platform/context";
import { clockAsOf } from "@/server/platform/clock/as-of";
import type { runSettlementBody } from "./schemas";
import { settleDueReceivables, type SettlementRun } from "./settle-due";

/**
 * A settlement run and its audit event (`settlement.run`, what it settled). A run is many small
 * transactions (one per receivable, settle-due.ts), so the event is written when the run ends, in a
 * transaction of its own; the receivables' own rows name the run's postings. Runs of the scheduled
 * job are recorded only when they settled something, so the log shows when money moved, not every minute.
 */
export async function settleAndRecord({
  ctx,
  asOf,
  recordEmpty = true,
}: {
  ctx: Ctx;
  /** A date or instant (server/platform/clock/as-of.ts); the CLI may pass its bare flag, which is refused there. */
  asOf?: string | boolean;
  recordEmpty?: boolean;
}): Promise<SettlementRun> {
  const run = await settleDueReceivables({ ctx: { ...ctx, now: clockAsOf(asOf, ctx.now) } });
  if (run.settled > 0 || recordEmpty)
    await inTransaction(ctx, (t) =>
      recordAudit(t, {
        action: "settlement.run",
        targetType: "settlement",
        after: { ...run, requested_as_of: typeof asOf === "string" ? asOf : null },
      }),
    );
  return run;
}

/** Admin only: runs the settlement job now, optionally as of a later date (the CLI's `settle`). */
export async function runSettlement({ ctx, input }: { ctx: Ctx; input: z.output<typeof runSettlementBody> }) {
  requireAdmin(ctx, "run settlement");
  return settleAndRecord({ ctx, asOf: input.as_of });
}
