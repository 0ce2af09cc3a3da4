import { MAX_INSTALLMENTS } from "./schemas";
import type { PaymentMethod } from "@/db/schema";

/** The currencies charges are processed in: the books and the settlement are in reais. */
const PROCESSED_CURRENCIES = new Set(["BRL"]);

export interface MethodAvailability {
  payment_method: PaymentMethod;
  enabled: boolean;
  max_installments: number | null;
  reason: string | null;
}

/** GET /v1/charges/payment-methods?currency=: what a checkout may offer for this currency. */
export function paymentMethodAvailability(currency: string): MethodAvailability[] {
  const processed = PROCESSED_CURRENCIES.has(currency);
  const unsupported = processed ? null : `${currency} is not processed; charges are in BRL.`;
  return [
    { payment_method: "credit_card", enabled: processed, max_installments: processed ? MAX_INSTALLMENTS : null, reason: unsupported },
    { payment_method: "apple_pay", enabled: processed, max_installments: processed ? 1 : null, reason: unsupported },
    { payment_method: "google_pay", enabled: false, max_installments: null, reason: "Google Pay is disabled." },
    { payment_method: "pix", enabled: false, max_installments: null, reason: "Pix is not available yet." },
  ];
}

export function listPaymentMethods({ input }: { input: { currency: string } }) {
  return { currency: input.currency, payment_methods: paymentMethodAvailability(input.currency) };
}
