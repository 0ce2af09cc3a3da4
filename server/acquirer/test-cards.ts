/** CONTRACT.md "Test cards": the sandbox decides an outcome from the card number alone. */
export type TestCardOutcome =
  | { kind: "approved" }
  | { kind: "declined"; failureCode: string; failureMessage: string };

const declined = (failureCode: string, failureMessage: string): TestCardOutcome => ({ kind: "declined", failureCode, failureMessage });

const TABLE: Record<string, TestCardOutcome> = {
  "4000000000000002": declined("card_declined", "The card was declined. Please use another card or contact your bank."),
  "4000000000009995": declined("insufficient_funds", "The card has insufficient funds. Please use another card."),
  "4000000000000069": declined("expired_card", "The card has expired. Please use another card."),
  "4000000000000119": declined("processing_error", "An error occurred while processing the card. Please try again."),
  // A charge carries no 3DS result, so a card that needs a challenge cannot be charged directly.
  "4000000000003220": declined("authentication_required", "The card issuer requires 3D Secure authentication for this payment."),
  "4000000000003063": declined("authentication_failed", "The cardholder could not be authenticated by the card issuer."),
  "4100000000000019": declined("fraud_suspected", "The payment was refused by fraud analysis. Please use another payment method."),
};

/** Approved: the three named approved cards, 4000 0000 0000 3055 (frictionless 3DS), and any other number. */
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
