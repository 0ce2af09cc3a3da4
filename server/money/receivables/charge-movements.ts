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
  /**
   * A Pix charge's terms instead of the card MDR and the 30-day installments: its fee (the Pix MDR held
   * between the merchant's minimum and maximum) and the days to settlement (D+0 or D+1).
   */
  pix?: { fee: number; settlementDays: number };
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
