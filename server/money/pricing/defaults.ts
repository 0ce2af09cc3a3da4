/** The default pricing (docs/api/money-model.md), in basis points of a percent and centavos. */
export const DEFAULT_PRICING = {
  mdr1xBp: 319,
  mdr2to6Bp: 379,
  mdr7to12Bp: 419,
  anticipationMonthlyBp: 249,
  withdrawalFeePix: 0,
  withdrawalFeeTed: 367,
} as const;

export type Pricing = { -readonly [K in keyof typeof DEFAULT_PRICING]: number };

/** The card MDR for a number of installments. */
export function mdrFor(pricing: Pricing, installments: number): number {
  if (installments <= 1) return pricing.mdr1xBp;
  if (installments <= 6) return pricing.mdr2to6Bp;
  return pricing.mdr7to12Bp;
}
