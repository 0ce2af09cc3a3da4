import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { charges, receivables } from "@/db/schema";
import type { Executor } from "@/server/platform/db";

/**
 * Not a receivable whose charge has a refund awaiting the acquirer (`refund_pending_amount` > 0): a condition for
 * the WHERE of whatever pays receivables out (settlement, anticipation). The refund's hold took from `main` only the
 * part already paid when it was asked (hold-refund.ts); paid meanwhile, the rest would leave `main` at the refund's
 * end with no allowance checked, below zero if the merchant had withdrawn it. Such a receivable is paid by the
 * first run after the acquirer answers (docs/api/money-model.md, "Settlement").
 */
export const noRefundInFlight = sql`not exists (
  select 1 from charges c where c.id = receivables.charge_id and c.refund_pending_amount > 0)`;

/**
 * Of these receivables (locked by the caller), the ones whose charge has a refund awaiting the acquirer. Read in a
 * statement of its own after the lock: a refund asked for between the claiming statement's snapshot and its lock
 * is seen here, where a condition of the claim itself could miss it.
 */
export async function withRefundInFlight(tx: Executor, receivableIds: string[]): Promise<Set<string>> {
  if (receivableIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: receivables.id })
    .from(receivables)
    .innerJoin(charges, eq(charges.id, receivables.chargeId))
    .where(and(inArray(receivables.id, receivableIds), gt(charges.refundPendingAmount, 0)));
  return new Set(rows.map((r) => r.id));
}
