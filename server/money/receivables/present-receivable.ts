import type { receivables } from "@/db/schema";

export function presentReceivable(r: typeof receivables.$inferSelect) {
  return {
    id: r.id,
    charge_id: r.chargeId,
    owner_type: r.ownerType,
    owner_id: r.merchantId,
    merchant_id: r.merchantId,
    source_merchant_id: r.sourceMerchantId,
    split_rule_index: r.splitRule,
    installment_number: r.installmentNumber,
    installments: r.installmentsTotal,
    currency: r.currency,
    payment_method: r.paymentMethod,
    status: r.status,
    amount: r.amount,
    refunded_amount: r.refundedAmount,
    fee_amount: r.feeAmount,
    net_amount: r.netAmount,
    settlement_date: r.settlementDate,
    settled_at: r.settledAt?.toISOString() ?? null,
    canceled_at: r.canceledAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}
