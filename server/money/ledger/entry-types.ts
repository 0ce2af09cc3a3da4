/**
 * The types of ledger entries and transactions the service posts (statements and their CSV show them).
 * The screens say each in the user's language (messages/<locale>/codes.json `entryType`);
 * tests/i18n/codes.test.ts fails on a posting whose literal type is not listed here.
 */
export const LEDGER_ENTRY_TYPES = [
  "settlement",
  "fee",
  "refund",
  "anticipation",
  "anticipation_fee",
  "withdrawal",
  "withdrawal_hold",
  "withdrawal_payout",
  "withdrawal_fee",
  "withdrawal_return",
  "adjustment",
] as const;

export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];
