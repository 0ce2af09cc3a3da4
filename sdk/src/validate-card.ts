import { cvvLength, detectBrand, type CardBrand } from "./brands";

/**
 * Card validation shared by the server and the browser SDK: the SDK refuses before sending
 * what the server would refuse, with the same field names and codes.
 */
export interface CardInput {
  number: string;
  holderName: string;
  expirationMonth: string;
  expirationYear: string;
  cvv: string;
}

export type CardField = "card.number" | "card.holderName" | "card.expirationMonth" | "card.expirationYear" | "card.cvv";

/** The codes of a refused card, the same in the SDK and the server's answer. */
export type CardIssueCode =
  | "invalid_number"
  | "incorrect_number"
  | "unsupported_brand"
  | "invalid_holder_name"
  | "invalid_expiry_month"
  | "invalid_expiry_year"
  | "invalid_cvv"
  | "expired_card";

export interface CardIssue {
  field: CardField;
  code: CardIssueCode;
  message: string;
}

export interface ValidCard {
  /** Digits only. */
  number: string;
  holderName: string;
  /** Two digits, `01`–`12`. */
  expirationMonth: string;
  expirationYear: string;
  cvv: string;
  brand: CardBrand;
}

export type CardValidation = { ok: true; card: ValidCard } | { ok: false; issues: CardIssue[] };

export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

function str(v: unknown): string | undefined {
  return typeof v === "string" ? v : undefined;
}

/**
 * The year and month it is somewhere on Earth right now, taking the earliest time zone (UTC-12):
 * a card is valid through the last day of its month, so it must not be refused in Brazil's
 * evening because the UTC month has already turned.
 */
function earliestYearMonth(now: Date): { year: number; month: number } {
  const t = new Date(now.getTime() - 12 * 3600_000);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1 };
}

export function validateCard(input: Partial<Record<keyof CardInput, unknown>>, now: Date): CardValidation {
  const issues: CardIssue[] = [];
  const add = (field: CardField, code: CardIssueCode, message: string) => issues.push({ field, code, message });

  const rawNumber = str(input.number) ?? "";
  const number = rawNumber.replace(/[\s-]/g, "");
  let brand: CardBrand | undefined;
  if (!/^\d*$/.test(number))
    add("card.number", "invalid_number", "The card number may contain only digits, spaces and dashes.");
  else if (number.length < 13 || number.length > 19)
    add("card.number", "invalid_number", "The card number must have 13 to 19 digits.");
  else if (!luhnValid(number)) add("card.number", "incorrect_number", "The card number is invalid (check digit).");
  else if (!(brand = detectBrand(number))) add("card.number", "unsupported_brand", "The card brand is not supported.");

  const holderName = (str(input.holderName) ?? "").trim().replace(/\s+/g, " ");
  if (!holderName) add("card.holderName", "invalid_holder_name", "The holder name is required.");
  else if (holderName.length > 100)
    add("card.holderName", "invalid_holder_name", "The holder name must have at most 100 characters.");
  // A name has no digits; refusing them also keeps a card number typed in the wrong field out of storage.
  else if (/[\d\p{Cc}]/u.test(holderName))
    add("card.holderName", "invalid_holder_name", "The holder name must be the name printed on the card.");

  const rawMonth = (str(input.expirationMonth) ?? "").trim();
  const month = /^\d{1,2}$/.test(rawMonth) ? Number(rawMonth) : NaN;
  const monthOk = month >= 1 && month <= 12;
  if (!monthOk) add("card.expirationMonth", "invalid_expiry_month", "The expiration month must be 01 to 12.");

  const rawYear = (str(input.expirationYear) ?? "").trim();
  const current = earliestYearMonth(now);
  if (!/^\d{4}$/.test(rawYear))
    add("card.expirationYear", "invalid_expiry_year", "The expiration year must have 4 digits.");
  else {
    const year = Number(rawYear);
    if (year < current.year) add("card.expirationYear", "expired_card", "The card has expired.");
    // Same year, earlier month: the month is the field the buyer must fix.
    else if (monthOk && year === current.year && month < current.month)
      add("card.expirationMonth", "expired_card", "The card has expired.");
  }

  const cvv = (str(input.cvv) ?? "").trim();
  const expected = cvvLength(brand);
  if (!/^\d{3,4}$/.test(cvv)) add("card.cvv", "invalid_cvv", "The CVV must have 3 or 4 digits.");
  else if (expected && cvv.length !== expected)
    add("card.cvv", "invalid_cvv", `The CVV of this card must have ${expected} digits.`);

  if (issues.length || !brand) return { ok: false, issues };
  return {
    ok: true,
    card: { number, holderName, expirationMonth: String(month).padStart(2, "0"), expirationYear: rawYear, cvv, brand },
  };
}
