import type { z } from "zod";
import { lt } from "drizzle-orm";
import { testClocks } from "@/db/schema";
import { recordAudit } from "@/server/platform/audit/record-audit";
import { inTransaction, systemCtx, type Ctx } from "@/server/platform/context";
import { ValidationError } from "@/server/platform/errors";
import { getMerchant } from "@/server/accounts/merchants/get-merchant";
import { runAutomaticAnticipations } from "@/server/money/anticipations/automatic-anticipations";
import { settleDueReceivables } from "@/server/money/receivables/settle-due";
import { releaseDueRollingReserve } from "@/server/money/reserves/release-rolling-reserve";
import { advanceWithdrawals } from "@/server/money/withdrawals/advance-withdrawals";
import { clockTimeOf, presentTestClock, testClockRow } from "./clock-time";
import { requireSandbox } from "./sandbox-only";
import type { advanceTestClockBody, TestClockRun } from "./schemas";

/**
 * Moves a sandbox merchant's test clock forward and runs, as of the new time, the automatic work of that
 * merchant alone (docs/api/test-clocks.md): the daily automatic anticipation, settlement of its receivables,
 * release of its rolling-reserve holds and its due payouts. Entries it posts are dated at the clock's time
 * (`created_at`) and carry the real time in `posted_at`. Every other merchant is untouched.
 */
export async function advanceTestClock({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: z.output<typeof advanceTestClockBody>;
}) {
  const merchantId = (await getMerchant({ ctx, id })).id;
  requireSandbox();
  const to = new Date(input.frozen_time);
  const real = ctx.now();
  const row = await inTransaction(ctx, async (t) => {
    const before = await testClockRow(t.tx, merchantId);
    const current = clockTimeOf(before, real);
    if (to <= current) throw goesBack(current);
    // Conditional: of two advances at once, one to an earlier time than the other has set finds no row to change.
    const [saved] = await t.tx
      .insert(testClocks)
      .values({ merchantId, frozenTime: to, createdAt: real, updatedAt: real })
      .onConflictDoUpdate({
        target: testClocks.merchantId,
        set: { frozenTime: to, updatedAt: real },
        setWhere: lt(testClocks.frozenTime, to),
      })
      .returning();
    if (!saved) throw goesBack(clockTimeOf(await testClockRow(t.tx, merchantId), real));
    await recordAudit(t, {
      action: "test_clock.advanced",
      targetType: "test_clock",
      targetId: merchantId,
      merchantId,
      before: { current_time: current.toISOString() },
      after: { frozen_time: to.toISOString() },
    });
    return saved;
  });
  const run = await runMerchantWork(merchantId, to, ctx.requestId);
  return { test_clock: presentTestClock(merchantId, row, real), run };
}

function goesBack(current: Date): ValidationError {
  return new ValidationError(
    `frozen_time must be later than the clock's current time (${current.toISOString()}): a test clock never goes back.`,
    "frozen_time",
  );
}

/**
 * The jobs' own verbs narrowed to one merchant, in the order a day runs them: what was captured is anticipated
 * before it settles, what settles feeds the reserve, and payouts take what is then available. They run as the
 * jobs do (the system's actor), so the same limits and approvals apply as on a real day.
 */
async function runMerchantWork(merchantId: string, at: Date, requestId: string): Promise<TestClockRun> {
  const ctx = systemCtx({ now: () => at, requestId });
  const anticipations = await runAutomaticAnticipations({ ctx, merchantId });
  const settlement = await settleDueReceivables({ ctx, merchantId });
  const reserve = await releaseDueRollingReserve({ ctx, merchantId });
  const payouts = await advanceWithdrawals({ ctx, merchantId });
  return {
    settled: settlement.settled,
    settled_net_amount: settlement.net_amount,
    automatic_anticipations: anticipations.created.length,
    reserve_released: reserve.released,
    reserve_released_amount: reserve.amount,
    withdrawals_started: payouts.started,
    withdrawals_completed: payouts.completed,
    withdrawals_failed: payouts.failed,
  };
}
