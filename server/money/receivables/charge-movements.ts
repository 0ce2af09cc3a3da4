import type { PaymentMethod } from "@/server/universal/payment-methods";

/** What the charges module tells the books about a capture and a refund (server/money/receivables/charge-hooks.ts). */
export interface CapturedCharge {
  chargeId: string;
  merchantId: string;
  /** The captured amount, in centavos. */
  amount: number;
  currency: string;
  installments: number;
  paymentMethod: PaymentMethod;
  /** The charge's split rules as accepted at creation; paid by the rule of docs/api/splits.md. */
  split?: {
    rules: Array<{
      merchant_id: string;
      amount?: number;
      percentage?: number;
      liable?: boolean;
      charge_processing_fee?: boolean;
    }>;
  } | null;
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
