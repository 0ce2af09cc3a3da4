import { sql, type SQL } from "drizzle-orm";
import { CHARGE_STATUSES, chargeDailyRollups, charges } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { chargeFilterWhere } from "./charge-filters";
import { rollupWhere } from "./rollup-scope";
import type { ChargeFilterInput } from "./schemas";
import type { ChargeSummary } from "./views";

/** The per-status figures, from the daily rollups: a few rows per day whatever the merchant's size. */
async function fromRollups(db: Executor, where: SQL | undefined) {
  const r = chargeDailyRollups;
  return db
    .select({
      status: r.status,
      count: sql<number>`coalesce(sum(${r.count}), 0)`.mapWith(Number),
      amount: sql<number>`coalesce(sum(${r.amount}), 0)`.mapWith(Number),
      captured: sql<number>`coalesce(sum(${r.capturedAmount}), 0)`.mapWith(Number),
      refunded: sql<number>`coalesce(sum(${r.refundedAmount}), 0)`.mapWith(Number),
      capturedCount: sql<number>`coalesce(sum(${r.capturedCount}), 0)`.mapWith(Number),
      approved: sql<number>`coalesce(sum(${r.authorizedCount}), 0)`.mapWith(Number),
    })
    .from(r)
    .where(where)
    .groupBy(r.status);
}

/** The same figures from the charges themselves, for filters finer than a rollup keeps (search, amounts...). */
async function fromCharges(db: Executor, where: SQL | undefined) {
  return db
    .select({
      status: charges.status,
      count: sql<number>`count(*)`.mapWith(Number),
      amount: sql<number>`coalesce(sum(${charges.amount}), 0)`.mapWith(Number),
      captured: sql<number>`coalesce(sum(${charges.capturedAmount}), 0)`.mapWith(Number),
      refunded: sql<number>`coalesce(sum(${charges.refundedAmount}), 0)`.mapWith(Number),
      capturedCount: sql<number>`count(*) filter (where ${charges.capturedAt} is not null)`.mapWith(Number),
      approved: sql<number>`count(*) filter (where ${charges.authorizedAt} is not null)`.mapWith(Number),
    })
    .from(charges)
    .where(where)
    .groupBy(charges.status);
}

/**
 * GET /v1/charges/summary: one aggregate over the same filters as the list. Whole-day filters by
 * merchant, status, method and currency read the rollups (migration 0018); finer ones the charges.
 */
export async function chargesSummary({ ctx, input }: { ctx: Ctx; input: ChargeFilterInput }): Promise<ChargeSummary> {
  const db = await executor(ctx);
  const rollup = rollupWhere(ctx, input);
  const rows = rollup ? await fromRollups(db, rollup.where) : await fromCharges(db, chargeFilterWhere(ctx, input));
  const by = new Map(rows.map((r) => [r.status, r]));
  const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((acc, r) => acc + f(r), 0);
  const approved = sum((r) => r.approved);
  const failed = by.get("failed")?.count ?? 0;
  const captured = sum((r) => r.captured);
  const refunded = sum((r) => r.refunded);
  const capturedCount = sum((r) => r.capturedCount);
  return {
    total_count: sum((r) => r.count),
    total_amount: sum((r) => r.amount),
    by_status: CHARGE_STATUSES.map((status) => ({
      status,
      count: by.get(status)?.count ?? 0,
      amount: by.get(status)?.amount ?? 0,
    })),
    approval_rate: approved + failed === 0 ? null : Math.round((approved / (approved + failed)) * 10_000) / 10_000,
    captured_volume: captured,
    refunded_volume: refunded,
    net_volume: captured - refunded,
    captured_count: capturedCount,
    average_ticket: capturedCount === 0 ? 0 : Math.floor((2 * captured + capturedCount) / (2 * capturedCount)),
  };
}
