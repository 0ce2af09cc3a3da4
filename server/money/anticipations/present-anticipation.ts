import { and, asc, inArray, isNull } from "drizzle-orm";
import { anticipationReceivables, anticipations } from "@/db/schema";
import type { Executor } from "@/server/platform/db";

type Row = typeof anticipations.$inferSelect;
type Part = typeof anticipationReceivables.$inferSelect;

export function presentAnticipation(a: Row, parts: Part[]) {
  return {
    id: a.id,
    merchant_id: a.merchantId,
    anticipation_type: a.type,
    status: a.status,
    currency: a.currency,
    amount: a.amount,
    fee_amount: a.feeAmount,
    net_amount: a.netAmount,
    receivables: parts.map((p) => ({
      receivable_id: p.receivableId,
      settlement_date: p.settlementDate,
      amount: p.amount,
      fee_amount: p.feeAmount,
      net_amount: p.netAmount,
      days: p.days,
    })),
    monthly_rate_bp: a.monthlyRateBp,
    anticipation_date: a.anticipationDate,
    requested_amount: a.requestedAmount,
    settlement_date_from: a.settlementDateFrom,
    settlement_date_to: a.settlementDateTo,
    approval: a.approval,
    reason: a.reason,
    ledger_transaction_id: a.ledgerTransactionId,
    metadata: a.metadata,
    approved_at: a.approvedAt?.toISOString() ?? null,
    completed_at: a.completedAt?.toISOString() ?? null,
    canceled_at: a.canceledAt?.toISOString() ?? null,
    rejected_at: a.rejectedAt?.toISOString() ?? null,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}

/** Anticipations with their receivables (those dropped at completion left out), in one query for the page. */
export async function presentMany(db: Executor, rows: Row[]) {
  if (rows.length === 0) return [];
  const parts = await db
    .select()
    .from(anticipationReceivables)
    .where(
      and(
        inArray(
          anticipationReceivables.anticipationId,
          rows.map((r) => r.id),
        ),
        isNull(anticipationReceivables.releasedAt),
      ),
    )
    .orderBy(asc(anticipationReceivables.settlementDate), asc(anticipationReceivables.receivableId));
  const by = new Map<string, Part[]>();
  for (const p of parts) by.set(p.anticipationId, [...(by.get(p.anticipationId) ?? []), p]);
  return rows.map((r) => presentAnticipation(r, by.get(r.id) ?? []));
}

export type AnticipationObject = ReturnType<typeof presentAnticipation>;
