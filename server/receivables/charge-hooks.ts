import type { Ctx } from "@/server/context";
import type { Executor } from "@/server/db";

/**
 * The seam between charges and the books. The charges module calls these inside the
 * transaction that captured or refunded the charge; the ledger issue fills them in
 * (receivables per installment and split rule, cancellations, wallet debits).
 */
export interface CapturedCharge {
  chargeId: string;
  merchantId: string;
  /** The captured amount, in centavos. */
  amount: number;
  currency: string;
  installments: number;
  paymentMethod: "credit_card" | "apple_pay" | "google_pay" | "pix";
  /** The charge's split rules as accepted at creation (CONTRACT.md "Money model"). */
  split?: { rules: Array<{ merchant_id: string; amount?: number; percentage?: number; liable?: boolean; charge_processing_fee?: boolean }> } | null;
  capturedAt: Date;
}

export interface RefundedCharge {
  chargeId: string;
  merchantId: string;
  refundId: string;
  /** This refund's amount, in centavos. */
  amount: number;
  /** Totals after this refund. */
  capturedAmount: number;
  refundedAmount: number;
  refundedAt: Date;
}

export async function onChargeCaptured(_ctx: Ctx & { tx: Executor }, _charge: CapturedCharge): Promise<void> {
  // Filled in by the ledger issue.
}

export async function onChargeRefunded(_ctx: Ctx & { tx: Executor }, _refund: RefundedCharge): Promise<void> {
  // Filled in by the ledger issue.
}
