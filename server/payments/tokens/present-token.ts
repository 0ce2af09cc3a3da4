import type { cardTokens } from "@/db/schema";
import type { CardBrand } from "@/sdk/src/brands";
import type { TokenizeResult } from "@/sdk/src/client";

// The server answers exactly the SDK's TokenizeResult: one type for both sides of the wire.
export type { TokenizeResult };

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
