import { paymentMethodAvailability } from "@/server/universal/payment-methods";

/** GET /v1/charges/payment-methods?currency=: what a checkout may offer for this currency. */
export function listPaymentMethods({ input }: { input: { currency: string } }) {
  return { currency: input.currency, payment_methods: paymentMethodAvailability(input.currency) };
}
