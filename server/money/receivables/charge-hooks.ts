import type { Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import type { CapturedCharge, RefundedCharge } from "./charge-movements";
import { ensureWalletsCommitted } from "@/server/money/ledger/wallet-for";
import { createReceivables, receivablesInserts } from "./create-receivables";
import { holdRefund, returnRefundHold } from "./hold-refund";
import { refundReceivables } from "./refund-receivables";
import type { BasisPoints } from "@/server/universal/money-units";

export type { CapturedCharge, RefundedCharge } from "./charge-movements";

/**
 * The seam between charges and the books. The charges module calls these inside the
 * transaction that captured or refunded the charge, so a charge is captured together with its
 * receivables, and refunded together with their cancellation or wallet debit, or not at all.
 *
 * Makes the capture's receivables (one per installment and split rule). No money moves in the
 * ledger yet: the acquirer pays at settlement (see server/money/receivables/settle-due.ts).
 */
export async function onChargeCaptured(
  ctx: Ctx & { tx: Executor },
  charge: CapturedCharge,
  /** The merchant's MDR for this charge, when the caller read the pricing before its transaction. */
  mdrBp?: BasisPoints,
): Promise<void> {
  await createReceivables(ctx, charge, mdrBp);
}

/**
 * onChargeCaptured for a caller that writes the capture in one statement (server/platform/db/write-atomically.ts):
 * makes sure the receivers' wallets exist first, in a statement of their own (ensureWalletsCommitted says
 * why), and answers the receivables' insert, unsent. The MDR must have been read beforehand.
 */
export async function chargeCapturedInserts(db: Executor, ctx: Ctx, charge: CapturedCharge, mdrBp: BasisPoints) {
  if (charge.amount <= 0) return [];
  const rules = charge.split?.rules ?? [];
  const receivers = rules.length === 0 ? [charge.merchantId] : [...new Set(rules.map((r) => r.merchant_id))].sort();
  await ensureWalletsCommitted(
    db,
    ctx,
    receivers.map((ownerId) => ({ ownerType: "merchant" as const, ownerId })),
    "main",
    charge.currency,
  );
  return [receivablesInserts(db, ctx, charge, mdrBp)[0]];
}

/** Cancels unsettled receivables in proportion, or debits wallets for the part already paid. */
export async function onChargeRefunded(ctx: Ctx & { tx: Executor }, refund: RefundedCharge): Promise<void> {
  await refundReceivables(ctx, refund);
}

/**
 * Before the acquirer is asked: the refund's paid part is held from `main`, within the merchant's refund
 * allowance, or the refund is refused with `insufficient_balance_for_refund` (hold-refund.ts).
 */
export async function onRefundRequested(
  ctx: Ctx & { tx: Executor },
  refund: { chargeId: string; refundId: string; amount: number },
): Promise<void> {
  await holdRefund(ctx, refund);
}

/** The acquirer refused a refund: its hold goes back to `main`. */
export async function onRefundRefused(ctx: Ctx & { tx: Executor }, refundId: string): Promise<void> {
  await returnRefundHold(ctx, refundId);
}
