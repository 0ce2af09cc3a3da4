import type { CardBrand } from "@/sdk/src/brands";

/** A card opened for one charge or 3-D Secure authentication (reveal-card-for-charge.ts). */
export interface RevealedCard {
  tokenId: string;
  number: string;
  holderName: string;
  expirationMonth: string;
  expirationYear: string;
  brand: CardBrand;
  lastFourDigits: string;
  firstSixDigits: string;
}
