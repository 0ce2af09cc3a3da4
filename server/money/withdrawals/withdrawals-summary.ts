import type { z } from "zod";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import { withdrawals, withdrawalStatuses } from "@/db/schema";
import { WITHDRAWAL_METHODS } from "@/db/vocabularies";
import { executor, type Ctx } from "@/server/platform/context";
import { tenantWhere } from "@/server/platform/tenancy";
import { boundOf } from "@/server/money/wallets/date-range";
import type { summaryQuery } from "./schemas";

/** Totals by status and by method for a period of request dates, and what completed ones cost in fees. */
export async function withdrawalsSummary({ ctx, input }: { ctx: Ctx; input: z.output<typeof summaryQuery> }) {
  const db = await executor(ctx);
  const where = and(
    tenantWhere(ctx, withdrawals.merchantId, input.merchant_id),
    input.currency ? eq(withdrawals.currency, input.currency) : undefined,
    input.date_from ? gte(withdrawals.createdAt, boundOf(input.date_from, "start")) : undefined,
    input.date_to ? lt(withdrawals.createdAt, boundOf(input.date_to, "end")) : undefined,
  );
  const rows = await db
    .select({
      status: withdrawals.status,
      method: withdrawals.method,
      count: sql<string>`count(*)`,
      amount: sql<string>`coalesce(sum(${withdrawals.amount}), 0)`,
      fee: sql<string>`coalesce(sum(${withdrawals.feeAmount}), 0)`,
    })
    .from(withdrawals)
    .where(where)
    .groupBy(withdrawals.status, withdrawals.method);
  const zero = () => ({ count: 0, amount: 0, fee_amount: 0 });
  const byStatus = withdrawalStatuses.map((status) => ({ status, ...zero() }));
  const byMethod = WITHDRAWAL_METHODS.map((method) => ({ method, ...zero() }));
  const totals = zero();
  for (const r of rows) {
    const add = { count: Number(r.count), amount: Number(r.amount), fee_amount: Number(r.fee) };
    for (const acc of [
      byStatus.find((b) => b.status === r.status),
      byMethod.find((b) => b.method === r.method),
      totals,
    ]) {
      if (!acc) continue;
      acc.count += add.count;
      acc.amount += add.amount;
      acc.fee_amount += add.fee_amount;
    }
  }
  const completed = byStatus.find((b) => b.status === "completed") ?? zero();
  return {
    date_from: input.date_from ?? null,
    date_to: input.date_to ?? null,
    totals,
    by_status: byStatus,
    by_method: byMethod,
    withdrawn_amount: completed.amount,
    fees_paid: completed.fee_amount,
  };
}
