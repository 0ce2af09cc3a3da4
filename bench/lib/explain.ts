/**
 * EXPLAIN ANALYZE of the statements GET /v1/charges and GET /v1/charges/summary run. The WHERE is
 * the verbs' own (chargeFilterWhere); the select, order and limit mirror list-charges.ts and
 * charges-summary.ts, so keep them in step with those files.
 */
import { count, desc, sql, type SQLWrapper } from "drizzle-orm";
import { charges } from "@/db/schema";
import type { Ctx } from "@/server/context";
import { getDb, queryRows } from "@/server/db";
import { chargeFilterWhere } from "@/server/charges/charge-filters";
import { chargeSummaryQuery, listChargesQuery } from "@/server/charges/schemas";
import { offsetOf } from "@/server/lists/pagination";
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
  if (path.startsWith("/v1/charges/summary")) {
    const input = parseWith(chargeSummaryQuery, queryObject(path));
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
  const page = db
    .select()
    .from(charges)
    .where(where)
    .orderBy(desc(charges.createdAt), desc(charges.id))
    .limit(input.limit)
    .offset(offsetOf(input.page, input.limit));
  const total = db.select({ total: count() }).from(charges).where(where);
  return [await explain("page", page), await explain("count", total)];
}
