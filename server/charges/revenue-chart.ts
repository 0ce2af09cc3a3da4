import type { z } from "zod";
import { and, eq, gte, sql } from "drizzle-orm";
import { chargeRefunds, charges } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import type { revenueChartQuery } from "./schemas";
import type { RevenueChart } from "./views";
import { merchantInScope } from "@/server/tenancy";

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
  const merchantId = merchantInScope(ctx, input.merchant_id);
  const scope = and(
    merchantId ? eq(charges.merchantId, merchantId) : undefined,
    eq(charges.currency, input.currency),
    input.payment_method ? eq(charges.paymentMethod, input.payment_method) : undefined,
  );
  const capturedMonth = sql<string>`to_char(${charges.capturedAt} at time zone 'UTC', 'YYYY-MM')`;
  const refundMonth = sql<string>`to_char(${chargeRefunds.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const [captured, refunded] = await Promise.all([
    db
      .select({
        month: capturedMonth,
        amount: sql<number>`sum(${charges.capturedAmount})`.mapWith(Number),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(charges)
      .where(and(scope, gte(charges.capturedAt, start)))
      .groupBy(capturedMonth),
    db
      .select({ month: refundMonth, amount: sql<number>`sum(${chargeRefunds.amount})`.mapWith(Number) })
      .from(chargeRefunds)
      .innerJoin(charges, eq(charges.id, chargeRefunds.chargeId))
      .where(
        and(
          scope,
          merchantId ? eq(chargeRefunds.merchantId, merchantId) : undefined,
          gte(chargeRefunds.createdAt, start),
        ),
      )
      .groupBy(refundMonth),
  ]);
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
