import type { z } from "zod";
import { and, eq, isNull, sql } from "drizzle-orm";
import { anticipationReceivables, anticipations, anticipationStatuses } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { effectiveFromTotals } from "./fees";
import { scopeWhere } from "./list-anticipations";
import type { summaryQuery } from "./schemas";

/**
 * Totals by status, and for the completed ones the fees paid, the days anticipated weighted by
 * amount and the monthly rate the fees amount to: fee ÷ Σ(amount × days ÷ 30).
 */
export async function anticipationsSummary({ ctx, input }: { ctx: Ctx; input: z.output<typeof summaryQuery> }) {
  const db = await executor(ctx);
  const where = and(scopeWhere(ctx, input), input.currency ? eq(anticipations.currency, input.currency) : undefined);
  const rows = await db
    .select({
      status: anticipations.status,
      count: sql<string>`count(*)`,
      amount: sql<string>`coalesce(sum(${anticipations.amount}), 0)`,
      fee: sql<string>`coalesce(sum(${anticipations.feeAmount}), 0)`,
      net: sql<string>`coalesce(sum(${anticipations.netAmount}), 0)`,
    })
    .from(anticipations)
    .where(where)
    .groupBy(anticipations.status);
  const byStatus = anticipationStatuses.map((status) => {
    const r = rows.find((x) => x.status === status);
    return {
      status,
      count: Number(r?.count ?? 0),
      amount: Number(r?.amount ?? 0),
      fee_amount: Number(r?.fee ?? 0),
      net_amount: Number(r?.net ?? 0),
    };
  });
  const [weighted] = await db
    .select({
      amount: sql<string>`coalesce(sum(${anticipationReceivables.amount}), 0)`,
      amountDays: sql<string>`coalesce(sum(${anticipationReceivables.amount} * ${anticipationReceivables.days}), 0)`,
      fee: sql<string>`coalesce(sum(${anticipationReceivables.feeAmount}), 0)`,
    })
    .from(anticipationReceivables)
    .innerJoin(anticipations, eq(anticipations.id, anticipationReceivables.anticipationId))
    .where(and(where, eq(anticipations.status, "completed"), isNull(anticipationReceivables.releasedAt)));
  const completed = byStatus.find((b) => b.status === "completed")!;
  return {
    by_status: byStatus,
    completed: {
      count: completed.count,
      amount: completed.amount,
      fee_amount: completed.fee_amount,
      net_amount: completed.net_amount,
      ...effectiveFromTotals(Number(weighted.amount), Number(weighted.amountDays), Number(weighted.fee)),
    },
  };
}
