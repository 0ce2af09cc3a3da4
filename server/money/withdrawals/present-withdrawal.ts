import type { withdrawals } from "@/db/schema";
import type { WithdrawalRecipientView } from "./schemas";

export type WithdrawalRow = typeof withdrawals.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The stored snapshot in its published shape (the `Withdrawal` schema). Snapshots written before
 * `holder_document_type` existed answer it as null rather than leaving it out.
 */
function recipientOf(w: WithdrawalRow): WithdrawalRecipientView {
  const snapshot = w.destination.recipient as WithdrawalRecipientView;
  return snapshot.type === "bank_account"
    ? { ...snapshot, holder_document_type: snapshot.holder_document_type ?? null }
    : snapshot;
}

/** The API view of a withdrawal: what GET answers and what its events carry. */
export function presentWithdrawal(w: WithdrawalRow) {
  return {
    id: w.id,
    merchant_id: w.merchantId,
    method: w.method,
    status: w.status,
    amount: w.amount,
    fee_amount: w.feeAmount,
    total_amount: w.amount + w.feeAmount,
    currency: w.currency,
    description: w.description,
    recipient: recipientOf(w),
    bank: w.destination.bank,
    scheduled_for: w.scheduledFor.toISOString(),
    failure_code: w.failureCode,
    failure_message: w.failureMessage,
    authentication_code: w.authenticationCode,
    approval: w.approval,
    reason: w.reason,
    receipt_url: w.status === "completed" ? `/v1/withdrawals/${w.id}/receipt` : null,
    created_at: w.createdAt.toISOString(),
    updated_at: w.updatedAt.toISOString(),
    processing_at: iso(w.processingAt),
    completed_at: iso(w.completedAt),
    failed_at: iso(w.failedAt),
    canceled_at: iso(w.canceledAt),
    approved_at: iso(w.approvedAt),
    rejected_at: iso(w.rejectedAt),
  };
}

export type WithdrawalView = ReturnType<typeof presentWithdrawal>;
