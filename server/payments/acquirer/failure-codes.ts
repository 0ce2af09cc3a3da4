/**
 * Every `failure_code` a charge can end with: the acquirer's refusals (server/payments/acquirer), fraud analysis,
 * 3-D Secure, and the service's own sweeps. The screens say each in the user's language
 * (messages/<locale>/codes.json `failure`); tests/i18n/codes.test.ts fails on a literal not listed here.
 */
export const CHARGE_FAILURE_CODES = [
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "processing_error",
  "invalid_wallet_token",
  "authentication_required",
  "fraud_suspected",
  "expired",
] as const;

export type ChargeFailureCode = (typeof CHARGE_FAILURE_CODES)[number];
