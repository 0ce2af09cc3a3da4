/**
 * What the charges of one load run became. A create-charge figure counts only if the charges were
 * captured: a charge held for review (authorized, not captured) skips the capture and its receivables,
 * so it is cheaper and would flatter the rate.
 */
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/server/platform/db";

export interface Outcomes {
  total: number;
  byStatus: Record<string, number>;
  /** captured ÷ total, 0 when the run made no charge. */
  capturedShare: number;
}

/** Below this share of captured charges a create-charge run does not measure the path it names. */
export const MIN_CAPTURED_SHARE = 0.95;

/** The charges made since `since` (the runs are sequential, so these are one run's, warm-up included). */
export async function outcomesSince(since: Date): Promise<Outcomes> {
  const rows = await queryRows<{ status: string; n: string | number }>(
    await getDb(),
    sql`select status, count(*) as n from charges where created_at >= ${since.toISOString()} group by status`,
  );
  const byStatus = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  const total = rows.reduce((sum, r) => sum + Number(r.n), 0);
  return { total, byStatus, capturedShare: total > 0 ? (byStatus.captured ?? 0) / total : 0 };
}

export function describeOutcomes(o: Outcomes): string {
  const mix = Object.entries(o.byStatus)
    .sort((a, b) => b[1] - a[1])
    .map(([status, n]) => `${status} ${n}`)
    .join(", ");
  const share = Math.round(o.capturedShare * 1000) / 10;
  const verdict = o.capturedShare >= MIN_CAPTURED_SHARE ? "ok" : `MISSED (< ${MIN_CAPTURED_SHARE * 100} % captured)`;
  return `${o.total} charges: ${mix || "none"}; ${share} % captured, ${verdict}`;
}
