/**
 * Every `failure_code` a withdrawal can end with (the payment rail's refusals, server/money/withdrawals/rail, and
 * the service's own). The screens say each in the user's language (messages/<locale>/codes.json).
 */
export const WITHDRAWAL_FAILURE_CODES = [
  "recipient_account_invalid",
  "recipient_bank_unavailable",
  "rejected_by_destination",
  "recipient_unavailable",
] as const;

export type WithdrawalFailureCode = (typeof WITHDRAWAL_FAILURE_CODES)[number];
