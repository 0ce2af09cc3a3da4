import type { cardTokens } from "@/db/schema";
import type { CardBrand } from "@/sdk/src/brands";

/** The document's TokenizeResult: all strings, camelCase, no secret part of the card. */
export interface TokenizeResult {
  token: string;
  brand: CardBrand;
  lastFourDigits: string;
  firstSixDigits: string;
  expirationMonth: string;
  expirationYear: string;
}

export function presentToken(row: typeof cardTokens.$inferSelect): TokenizeResult {
  return {
    token: row.token,
    brand: row.brand as CardBrand,
    lastFourDigits: row.lastFour,
    firstSixDigits: row.firstSix,
    expirationMonth: row.expirationMonth,
    expirationYear: row.expirationYear,
  };
}
