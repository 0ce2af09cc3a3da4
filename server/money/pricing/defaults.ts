import { basisPoints, cents, type BasisPoints, type Cents } from "@/server/universal/money-units";

/** A merchant's prices: rates in basis points of a percent, fees in centavos (docs/api/money-model.md). */
export interface Pricing {
  mdr1xBp: BasisPoints;
  mdr2to6Bp: BasisPoints;
  mdr7to12Bp: BasisPoints;
  anticipationMonthlyBp: BasisPoints;
  withdrawalFeePix: Cents;
  withdrawalFeeTed: Cents;
  /** Pix charges: the MDR, held between a minimum and a maximum fee, and the days to settlement (0 or 1). */
  pixMdrBp: BasisPoints;
  pixFeeMin: Cents;
  pixFeeMax: Cents;
  pixSettlementDays: number;
  disputeFee: Cents;
}

/** The default pricing. */
export const DEFAULT_PRICING: Readonly<Pricing> = {
  mdr1xBp: basisPoints(319),
  mdr2to6Bp: basisPoints(379),
  mdr7to12Bp: basisPoints(419),
  anticipationMonthlyBp: basisPoints(249),
  withdrawalFeePix: cents(0),
  withdrawalFeeTed: cents(367),
  pixMdrBp: basisPoints(99),
  pixFeeMin: cents(10),
  pixFeeMax: cents(1000),
  pixSettlementDays: 1,
  // R$ 15,00 per chargeback, kept when the dispute is won, as acquirers do.
  disputeFee: cents(1500),
};

/** The fee of a Pix charge: the Pix MDR of the amount (rounded half up), at least the minimum, at most the maximum. */
export function pixFeeFor(pricing: Pricing, amount: number): number {
  const rated = Math.floor((amount * pricing.pixMdrBp + 5_000) / 10_000);
  return Math.min(amount, Math.max(pricing.pixFeeMin, Math.min(pricing.pixFeeMax, rated)));
}

/** The card MDR for a number of installments. */
export function mdrFor(pricing: Pricing, installments: number): BasisPoints {
  if (installments <= 1) return pricing.mdr1xBp;
  if (installments <= 6) return pricing.mdr2to6Bp;
  return pricing.mdr7to12Bp;
}
