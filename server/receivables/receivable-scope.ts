import { and, eq, type SQL } from "drizzle-orm";
import { receivables } from "@/db/schema";
import type { Ctx } from "@/server/context";
import { ownerScope, type OwnerFilter } from "@/server/ledger/owner-scope";

/** The tenant condition for receivables: a merchant's own (as receiver), or what an admin narrowed to. */
export function receivableScope(ctx: Ctx, filter: OwnerFilter = {}, id?: string): SQL | undefined {
  const owner = ownerScope(ctx, filter);
  return and(
    id ? eq(receivables.id, id) : undefined,
    owner.merchantId ? eq(receivables.merchantId, owner.merchantId) : undefined,
    owner.ownerType ? eq(receivables.ownerType, owner.ownerType) : undefined,
  );
}

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
