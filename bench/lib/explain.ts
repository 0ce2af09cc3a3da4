/**
 * EXPLAIN ANALYZE of the statements GET /v1/charges, /v1/charges/summary and /v1/charges/revenue-chart
 * run. The WHERE is the verbs' own (chargeFilterWhere, rollupWhere); the select, order and limit mirror
 * list-charges.ts, charges-summary.ts and revenue-chart.ts, so keep them in step with those files.
 */
import { and, desc, eq, gte, sql, type SQLWrapper } from "drizzle-orm";
import { chargeDailyRollups, chargeRevenueDaily, charges } from "@/db/schema";
import { COUNT_CAP, cappedCountQuery } from "@/server/payments/charges/list-charges";
import { rollupWhere } from "@/server/payments/charges/rollup-scope";
import type { Ctx } from "@/server/platform/context";
import { getDb, queryRows } from "@/server/platform/db";
import { chargeFilterWhere } from "@/server/payments/charges/charge-filters";
import { chargeSummaryQuery, listChargesQuery } from "@/server/payments/charges/schemas";
import { offsetOf } from "@/server/platform/lists/pagination";
import { parseWith } from "@/server/http/parse";

export interface Plan {
  statement: string;
  plan: string;
  /** No sequential scan of charges, and at least one index used. */
  usesIndexes: boolean;
  executionMs: number;
}

function queryObject(path: string): Record<string, string> {
  return Object.fromEntries(new URL(path, "http://x").searchParams.entries());
}

async function explain(statement: string, query: SQLWrapper): Promise<Plan> {
  const db = await getDb();
  const rows = await queryRows<{ "QUERY PLAN": string }>(db, sql`explain (analyze, buffers) ${query}`);
  const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
  const ms = /Execution Time: ([\d.]+) ms/.exec(plan);
  return {
    statement,
    plan,
    usesIndexes: !/Seq Scan on charges/.test(plan) && /Index/.test(plan),
    executionMs: ms ? Number(ms[1]) : NaN,
  };
}

/** The plans of the statements behind one measured request path (`/v1/charges?...` or `/v1/charges/summary?...`). */
export async function plansFor(path: string, merchantId: string): Promise<Plan[]> {
  const db = await getDb();
  const ctx: Ctx = { actor: { role: "merchant", merchantId, via: "cli" }, requestId: "bench", now: () => new Date() };
  if (path.startsWith("/v1/charges/revenue-chart")) {
    const r = chargeRevenueDaily;
    const month = sql`to_char(${r.day}, 'YYYY-MM')`;
    const start = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 11, 1));
    const q = db
      .select({
        month,
        c: sql`sum(${r.capturedAmount})`,
        n: sql`sum(${r.capturedCount})`,
        f: sql`sum(${r.refundedAmount})`,
      })
      .from(r)
      .where(and(eq(r.merchantId, merchantId), eq(r.currency, "BRL"), gte(r.day, start.toISOString().slice(0, 10))))
      .groupBy(month);
    return [await explain("chart", q)];
  }
  if (path.startsWith("/v1/charges/summary")) {
    const input = parseWith(chargeSummaryQuery, queryObject(path));
    const rollup = rollupWhere(ctx, input);
    if (rollup) {
      const r = chargeDailyRollups;
      const q = db
        .select({
          status: r.status,
          n: sql`sum(${r.count})`,
          a: sql`sum(${r.amount})`,
          c: sql`sum(${r.capturedAmount})`,
        })
        .from(r)
        .where(rollup.where)
        .groupBy(r.status);
      return [await explain("summary (rollups)", q)];
    }
    const q = db
      .select({
        status: charges.status,
        count: sql`count(*)`,
        amount: sql`coalesce(sum(${charges.amount}), 0)`,
        captured: sql`coalesce(sum(${charges.capturedAmount}), 0)`,
        refunded: sql`coalesce(sum(${charges.refundedAmount}), 0)`,
        capturedCount: sql`count(*) filter (where ${charges.capturedAt} is not null)`,
        approved: sql`count(*) filter (where ${charges.authorizedAt} is not null)`,
      })
      .from(charges)
      .where(chargeFilterWhere(ctx, input))
      .groupBy(charges.status);
    return [await explain("summary", q)];
  }
  const input = parseWith(listChargesQuery, queryObject(path));
  const where = chargeFilterWhere(ctx, input);
  const rollup = rollupWhere(ctx, input);
  const total = rollup
    ? db
        .select({ total: sql`sum(${chargeDailyRollups.count})` })
        .from(chargeDailyRollups)
        .where(rollup.where)
    : cappedCountQuery(ctx, input);
  const totalPlan = await explain(rollup ? "total (rollups)" : "total (capped count)", total);
  const [{ n }] = rollup ? [{ n: 0 }] : await queryRows<{ n: number }>(db, cappedCountQuery(ctx, input));
  const rare = Boolean(input.search) && Number(n) <= COUNT_CAP;
  const createdAt = rare ? sql`${charges.createdAt} + interval '0 seconds'` : charges.createdAt;
  const page = db
    .select()
    .from(charges)
    .where(rare ? where : chargeFilterWhere(ctx, input, "row-filter"))
    .orderBy(desc(createdAt), desc(charges.id))
    .limit(input.limit + 1)
    .offset(offsetOf(input.page, input.limit));
  return [await explain(rare ? "page (search index, sorted)" : "page", page), totalPlan];
}
