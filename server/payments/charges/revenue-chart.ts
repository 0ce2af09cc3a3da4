import type { z } from "zod";
import { and, eq, gte, sql } from "drizzle-orm";
import { chargeRevenueDaily } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import type { revenueChartQuery } from "./schemas";
import type { RevenueChart } from "./views";
import { tenantWhere } from "@/server/platform/tenancy";

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;

/**
 * GET /v1/charges/revenue-chart: per calendar month (UTC), what was captured in it less what was
 * refunded in it, for the last `months` months including the current one; empty months are zero.
 */
export async function revenueChart({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.output<typeof revenueChartQuery>;
}): Promise<RevenueChart> {
  const db = await executor(ctx);
  const now = ctx.now();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (input.months - 1), 1));
  const r = chargeRevenueDaily;
  const month = sql<string>`to_char(${r.day}, 'YYYY-MM')`;
  // The daily revenue rollup (migration 0018): one row per day and payment method, whatever the volume.
  const rows = await db
    .select({
      month,
      captured: sql<number>`sum(${r.capturedAmount})`.mapWith(Number),
      count: sql<number>`sum(${r.capturedCount})`.mapWith(Number),
      refunded: sql<number>`sum(${r.refundedAmount})`.mapWith(Number),
    })
    .from(r)
    .where(
      and(
        tenantWhere(ctx, r.merchantId, input.merchant_id),
        eq(r.currency, input.currency),
        input.payment_method ? eq(r.paymentMethod, input.payment_method) : undefined,
        gte(r.day, start.toISOString().slice(0, 10)),
      ),
    )
    .groupBy(month);
  const captured = rows.map((x) => ({ month: x.month, amount: x.captured, count: x.count }));
  const refunded = rows.map((x) => ({ month: x.month, amount: x.refunded }));
  const capturedBy = new Map(captured.map((r) => [r.month, r]));
  const refundedBy = new Map(refunded.map((r) => [r.month, r.amount]));
  const months: RevenueChart["months"] = [];
  for (let i = 0; i < input.months; i++) {
    const key = monthKey(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1)));
    const c = capturedBy.get(key)?.amount ?? 0;
    const r = refundedBy.get(key) ?? 0;
    months.push({ month: key, captured: c, refunded: r, revenue: c - r, charges: capturedBy.get(key)?.count ?? 0 });
  }
  return { currency: input.currency, months };
}
