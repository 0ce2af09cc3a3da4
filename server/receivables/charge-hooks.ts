import type { Ctx } from "@/server/context";
import type { Executor } from "@/server/db";
import { createReceivables } from "./create-receivables";
import { refundReceivables } from "./refund-receivables";

/**
 * The seam between charges and the books. The charges module calls these inside the
 * transaction that captured or refunded the charge, so a charge is captured together with its
 * receivables, and refunded together with their cancellation or wallet debit, or not at all.
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

/**
 * Makes the capture's receivables (one per installment and split rule). No money moves in the
 * ledger yet: the acquirer pays at settlement (see server/receivables/settle-due.ts).
 */
export async function onChargeCaptured(ctx: Ctx & { tx: Executor }, charge: CapturedCharge): Promise<void> {
  await createReceivables(ctx, charge);
}

/** Cancels unsettled receivables in proportion, or debits wallets for the part already paid. */
export async function onChargeRefunded(ctx: Ctx & { tx: Executor }, refund: RefundedCharge): Promise<void> {
  await refundReceivables(ctx, refund);
}
