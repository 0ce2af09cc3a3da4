import type { z } from "zod";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import { receivables, receivableStatuses } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { boundOf } from "@/server/money/wallets/date-range";
import type { summaryQuery } from "./schemas";
import { ownerWhere } from "@/server/platform/tenancy";

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Receivables by status, in total and per period of their settlement date. */
export async function receivablesSummary({ ctx, input }: { ctx: Ctx; input: z.output<typeof summaryQuery> }) {
  const db = await executor(ctx);
  const from = input.date_from ? day(boundOf(input.date_from, "start")) : undefined;
  const toExclusive = input.date_to ? day(boundOf(input.date_to, "end")) : undefined;
  const where = and(
    ownerWhere(ctx, input, { ownerType: receivables.ownerType, ownerId: receivables.merchantId }),
    input.currency ? eq(receivables.currency, input.currency) : undefined,
    from ? gte(receivables.settlementDate, from) : undefined,
    toExclusive ? lt(receivables.settlementDate, toExclusive) : undefined,
  );
  // `period` is one of four literals checked by the schema, so it is safe to inline.
  const bucket = sql.raw(`date_trunc('${input.period}', settlement_date::timestamp)::date`);
  const rows = await db
    .select({
      periodStart: sql<string>`${bucket}::text`,
      status: receivables.status,
      count: sql<string>`count(*)`,
      amount: sql<string>`sum(${receivables.amount})`,
      refunded: sql<string>`sum(${receivables.refundedAmount})`,
      fee: sql<string>`sum(${receivables.feeAmount})`,
      net: sql<string>`sum(${receivables.netAmount})`,
    })
    .from(receivables)
    .where(where)
    .groupBy(bucket, receivables.status)
    .orderBy(bucket, receivables.status);
  const series = rows.map((r) => ({
    period_start: r.periodStart.slice(0, 10),
    status: r.status,
    count: Number(r.count),
    amount: Number(r.amount),
    refunded_amount: Number(r.refunded),
    fee_amount: Number(r.fee),
    net_amount: Number(r.net),
  }));
  const zero = () => ({ count: 0, amount: 0, refunded_amount: 0, fee_amount: 0, net_amount: 0 });
  const byStatus = receivableStatuses.map((status) => ({ status, ...zero() }));
  const totals = zero();
  for (const s of series) {
    const t = byStatus.find((b) => b.status === s.status);
    for (const acc of [t, totals]) {
      if (!acc) continue;
      acc.count += s.count;
      acc.amount += s.amount;
      acc.refunded_amount += s.refunded_amount;
      acc.fee_amount += s.fee_amount;
      acc.net_amount += s.net_amount;
    }
  }
  return {
    period: input.period,
    date_from: from ?? null,
    date_to: input.date_to ? day(boundOf(input.date_to, "start")) : null,
    totals,
    by_status: byStatus,
    series,
  };
}
