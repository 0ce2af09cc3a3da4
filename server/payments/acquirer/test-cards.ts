import type { ChargeFailureCode } from "@/db/vocabularies";
/** The test cards (docs/api/test-cards.md): the sandbox decides an outcome from the card number alone. */
export type TestCardOutcome =
  { kind: "approved" } | { kind: "declined"; failureCode: ChargeFailureCode; failureMessage: string };

const declined = (failureCode: ChargeFailureCode, failureMessage: string): TestCardOutcome => ({
  kind: "declined",
  failureCode,
  failureMessage,
});

const TABLE: Record<string, TestCardOutcome> = {
  "4000000000000002": declined("card_declined", "The card was declined. Please use another card or contact your bank."),
  "4000000000009995": declined("insufficient_funds", "The card has insufficient funds. Please use another card."),
  "4000000000000069": declined("expired_card", "The card has expired. Please use another card."),
  "4000000000000119": declined("processing_error", "An error occurred while processing the card. Please try again."),
};

/**
 * Approved: the three named approved cards, the 3-D Secure cards below once authenticated, and any other
 * number. 4100 0000 0000 0019 is refused by fraud analysis before it reaches the acquirer (server/payments/fraud).
 */
export function testCardOutcome(number: string): TestCardOutcome {
  return TABLE[number.replace(/\D/g, "")] ?? { kind: "approved" };
}

/** True when the card's last valid day (end of its expiry month, UTC) is before `at`. */
export function isExpired(month: string, year: string, at: Date): boolean {
  const m = Number(month);
  const y = Number(year);
  if (!Number.isInteger(m) || !Number.isInteger(y)) return true;
  return Date.UTC(y, m, 1) <= at.getTime();
}

/**
 * What the sandbox directory server and ACS answer for a card (server/payments/three-ds, docs/api/three-ds.md):
 * Y frictionless, A attempted, C challenge, N not authenticated, R rejected, U unavailable. Any card not
 * named here authenticates frictionlessly.
 */
export type TestCardThreeDs = "Y" | "A" | "C" | "N" | "R" | "U";

const THREE_DS: Record<string, TestCardThreeDs> = {
  "4000000000003055": "Y",
  "4000000000003105": "A",
  "4000000000003220": "C",
  "4000000000003063": "N",
  "4000000000003204": "R",
  "4000000000003303": "U",
};

export function testCardThreeDs(number: string): TestCardThreeDs {
  return THREE_DS[number.replace(/\D/g, "")] ?? "Y";
}

/** Issuers of these cards refuse a charge that carries no successful 3-D Secure authentication. */
const REQUIRES_AUTHENTICATION = new Set(["4000000000003220", "4000000000003063"]);

export function testCardRequiresAuthentication(number: string): boolean {
  return REQUIRES_AUTHENTICATION.has(number.replace(/\D/g, ""));
}

/** The card fraud analysis always denies (a rule of the sandbox, named `sandbox_test_card`). */
export const FRAUD_DENY_TEST_CARD = "4100000000000019";

/** The card the sandbox acquirer always disputes after capture (docs/api/test-cards.md): first six and last four. */
export const ALWAYS_DISPUTED_CARD = { number: "4000000000000259", firstSix: "400000", lastFour: "0259" } as const;
