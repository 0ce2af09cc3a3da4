import { PAYMENT_METHODS, type PaymentMethod } from "@/db/vocabularies";

/**
 * The payment methods, decided here once (docs/api/payment-methods.md): which of the methods a charge
 * may name (the stored list, db/vocabularies.ts) can be paid with today, and how many installments each
 * allows. The request and response schemas, the payment-link checkout and the dashboard all read this
 * module; the names a person sees are translated by the UI catalogue.
 *
 * Shared with the browser (server/universal): the zod enums derive from these lists
 * (server/payments/charges/schemas.ts, server/payments/payment-links/pay-schemas.ts).
 */
export { PAYMENT_METHODS, type PaymentMethod };

/** The methods a buyer can pay with today. The others exist in the API and answer 422 `payment_method_disabled`. */
export const ENABLED_PAYMENT_METHODS = ["credit_card", "apple_pay", "pix"] as const satisfies readonly PaymentMethod[];
export type EnabledPaymentMethod = (typeof ENABLED_PAYMENT_METHODS)[number];

export const DISABLED_PAYMENT_METHODS: PaymentMethod[] = PAYMENT_METHODS.filter((m) => !isEnabledPaymentMethod(m));

/** "`google_pay` and `pix`": the disabled methods, for the OpenAPI descriptions. */
export const DISABLED_METHODS_TEXT = DISABLED_PAYMENT_METHODS.map((m) => `\`${m}\``).join(" and ");

/** Why a method that exists cannot be paid with. */
const DISABLED_REASONS: Record<Exclude<PaymentMethod, EnabledPaymentMethod>, string> = {
  google_pay: "Google Pay is disabled.",
};

/** Installments a card charge may be split into. */
export const MAX_INSTALLMENTS = 12;

const MAX_INSTALLMENTS_OF: Record<EnabledPaymentMethod, number> = {
  credit_card: MAX_INSTALLMENTS,
  apple_pay: 1,
  pix: 1,
};

/**
 * The methods a payment link's hosted checkout can take: the card, Apple Pay (in Safari) and Pix (the QR code
 * and its copy-and-paste text on `/pay/{id}`, docs/api/pix.md "Payment links").
 */
export const LINK_PAYMENT_METHODS = [
  "credit_card",
  "apple_pay",
  "pix",
] as const satisfies readonly EnabledPaymentMethod[];
export type LinkPaymentMethod = (typeof LINK_PAYMENT_METHODS)[number];

/** The methods a link may not offer, enabled elsewhere or not. */
export const LINK_DISABLED_PAYMENT_METHODS: PaymentMethod[] = PAYMENT_METHODS.filter(
  (m) => !(LINK_PAYMENT_METHODS as readonly string[]).includes(m),
);

export function isLinkPaymentMethod(method: string): method is LinkPaymentMethod {
  return (LINK_PAYMENT_METHODS as readonly string[]).includes(method);
}

/** The methods a link's buyer can pay with in this currency (none outside BRL). */
export function linkPaymentMethods(currency: string): LinkPaymentMethod[] {
  return PROCESSED_CURRENCIES.has(currency) ? [...LINK_PAYMENT_METHODS] : [];
}

/** The currencies charges are processed in: the books and the settlement are in reais. */
const PROCESSED_CURRENCIES = new Set(["BRL"]);

export function isEnabledPaymentMethod(method: string): method is EnabledPaymentMethod {
  return (ENABLED_PAYMENT_METHODS as readonly string[]).includes(method);
}

export interface MethodAvailability {
  payment_method: PaymentMethod;
  enabled: boolean;
  max_installments: number | null;
  reason: string | null;
}

/** What a checkout may offer for this currency (GET /v1/charges/payment-methods). */
export function paymentMethodAvailability(currency: string): MethodAvailability[] {
  const processed = PROCESSED_CURRENCIES.has(currency);
  return PAYMENT_METHODS.map((method) => {
    if (!isEnabledPaymentMethod(method)) {
      return { payment_method: method, enabled: false, max_installments: null, reason: DISABLED_REASONS[method] };
    }
    return processed
      ? { payment_method: method, enabled: true, max_installments: MAX_INSTALLMENTS_OF[method], reason: null }
      : {
          payment_method: method,
          enabled: false,
          max_installments: null,
          reason: `${currency} is not processed; charges are in BRL.`,
        };
  });
}

/** The methods a buyer can pay with in this currency (none outside BRL). */
export function enabledPaymentMethods(currency: string): EnabledPaymentMethod[] {
  return PROCESSED_CURRENCIES.has(currency) ? [...ENABLED_PAYMENT_METHODS] : [];
}

/** "`google_pay` and `pix`": the methods a link may not offer, for the OpenAPI descriptions. */
export const LINK_DISABLED_METHODS_TEXT = LINK_DISABLED_PAYMENT_METHODS.map((m) => `\`${m}\``).join(" and ");
