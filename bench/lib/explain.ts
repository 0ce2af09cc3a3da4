/**
 * EXPLAIN ANALYZE of the statements GET /v1/charges, /v1/charges/summary, /v1/charges/revenue-chart,
 * /v1/disputes, /v1/withdrawals and /v1/withdrawals/summary run. The WHERE of the charges is the verbs' own
 * (chargeFilterWhere, rollupWhere); the select, order and limit mirror list-charges.ts, charges-summary.ts,
 * revenue-chart.ts, list-disputes.ts, list-withdrawals.ts and withdrawals-summary.ts, so keep them in step
 * with those files.
 */
import { and, asc, count, desc, eq, gte, sql, type SQLWrapper } from "drizzle-orm";
import { chargeDailyRollups, chargeRevenueDaily, charges, disputes, withdrawals } from "@/db/schema";
import { listDisputesQuery } from "@/server/money/disputes/schemas";
import { listWithdrawalsQuery } from "@/server/money/withdrawals/schemas";
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
  /** No sequential scan of charges, disputes or withdrawals, and at least one index used. */
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
    usesIndexes: !/Seq Scan on (charges|disputes|withdrawals)\b/.test(plan) && /Index/.test(plan),
    executionMs: ms ? Number(ms[1]) : NaN,
  };
}

/** The page and the count of GET /v1/disputes (filters by status, reason and kind, as the scenario uses). */
async function disputePlans(path: string, merchantId: string): Promise<Plan[]> {
  const db = await getDb();
  const input = parseWith(listDisputesQuery, queryObject(path));
  const where = and(
    eq(disputes.merchantId, merchantId),
    input.status ? eq(disputes.status, input.status) : undefined,
    input.reason ? eq(disputes.reason, input.reason) : undefined,
    input.kind ? eq(disputes.kind, input.kind) : undefined,
  );
  const page = db
    .select()
    .from(disputes)
    .where(where)
    .orderBy(asc(disputes.dueBy), asc(disputes.id))
    .limit(input.limit)
    .offset(offsetOf(input.page, input.limit));
  const total = db.select({ total: count() }).from(disputes).where(where);
  return [await explain("page", page), await explain("total", total)];
}

/** GET /v1/withdrawals (page and count) and GET /v1/withdrawals/summary. */
async function withdrawalPlans(path: string, merchantId: string): Promise<Plan[]> {
  const db = await getDb();
  const w = withdrawals;
  if (path.startsWith("/v1/withdrawals/summary")) {
    const q = db
      .select({
        status: w.status,
        method: w.method,
        n: sql`count(*)`,
        a: sql`sum(${w.amount})`,
        f: sql`sum(${w.feeAmount})`,
      })
      .from(w)
      .where(eq(w.merchantId, merchantId))
      .groupBy(w.status, w.method);
    return [await explain("summary", q)];
  }
  const input = parseWith(listWithdrawalsQuery, queryObject(path));
  const where = and(
    eq(w.merchantId, merchantId),
    input.status ? eq(w.status, input.status) : undefined,
    input.method ? eq(w.method, input.method) : undefined,
  );
  const page = db
    .select()
    .from(w)
    .where(where)
    .orderBy(desc(w.createdAt), desc(w.id))
    .limit(input.per_page)
    .offset(offsetOf(input.page, input.per_page));
  const total = db.select({ total: count() }).from(w).where(where);
  return [await explain("page", page), await explain("total", total)];
}

/** The plans of the statements behind one measured request path (`/v1/charges?...`, `/v1/disputes?...`...). */
export async function plansFor(path: string, merchantId: string): Promise<Plan[]> {
  if (path.startsWith("/v1/disputes")) return disputePlans(path, merchantId);
  // A receipt is one lookup by primary key and one by digest: nothing that grows with the merchant to plan.
  if (/^\/v1\/withdrawals\/[^/?]+\/receipt/.test(path)) return [];
  if (path.startsWith("/v1/withdrawals")) return withdrawalPlans(path, merchantId);
  const db = await getDb();
  const ctx: Ctx = { actor: { role: "merchant", merchantId, via: "cli" }, requestId: "bench", now: () => new Date() };
  if (path.startsWith("/v1/charges/revenue-chart")) {
    const method = new URL(path, "http://x").searchParams.get("payment_method");
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
      .where(
        and(
          eq(r.merchantId, merchantId),
          eq(r.currency, "BRL"),
          method ? eq(r.paymentMethod, method) : undefined,
          gte(r.day, start.toISOString().slice(0, 10)),
        ),
      )
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
