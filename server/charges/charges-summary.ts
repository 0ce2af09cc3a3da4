import { sql } from "drizzle-orm";
import { CHARGE_STATUSES, charges } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import { chargeFilterWhere } from "./charge-filters";
import type { ChargeFilterInput } from "./schemas";
import type { ChargeSummary } from "./views";

/** GET /v1/charges/summary: one aggregate over the same filters as the list. */
export async function chargesSummary({ ctx, input }: { ctx: Ctx; input: ChargeFilterInput }): Promise<ChargeSummary> {
  const db = await executor(ctx);
  const rows = await db
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
    .where(chargeFilterWhere(ctx, input))
    .groupBy(charges.status);
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
