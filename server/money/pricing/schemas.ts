import { z } from "zod";

const bp = (description: string) => z.number().int().min(0).max(10_000).meta({ description });
const centavos = (description: string) => z.number().int().min(0).max(100_000_00).meta({ description });

export const pricingSchema = z
  .object({
    merchant_id: z.uuid(),
    custom: z.boolean().meta({ description: "False while the merchant pays the platform defaults." }),
    mdr_1x_bp: bp("Card MDR for 1 installment, in basis points of a percent (319 = 3.19 %)."),
    mdr_2_6_bp: bp("Card MDR for 2–6 installments, basis points."),
    mdr_7_12_bp: bp("Card MDR for 7–12 installments, basis points."),
    anticipation_monthly_bp: bp("Anticipation rate per month, pro rata by days, basis points."),
    withdrawal_fee_pix: centavos("Fee per pix withdrawal, centavos."),
    withdrawal_fee_ted: centavos("Fee per TED withdrawal, centavos."),
    pix_mdr_bp: bp("Pix charge MDR, basis points (99 = 0.99 %), held between pix_fee_min and pix_fee_max."),
    pix_fee_min: centavos("Least fee of a Pix charge, centavos (never more than the charge)."),
    pix_fee_max: centavos("Most fee of a Pix charge, centavos."),
    pix_settlement_days: z
      .number()
      .int()
      .min(0)
      .max(1)
      .meta({ description: "Days from a Pix payment to its receivable's settlement: 0 (D+0) or 1 (D+1)." }),
    dispute_fee: centavos(
      "Fee per chargeback, centavos, charged when the disputed funds are withdrawn and kept if the dispute is won.",
    ),
  })
  .meta({ id: "Pricing" });

export const updatePricingBody = z
  .strictObject({
    mdr_1x_bp: bp("Basis points.").optional(),
    mdr_2_6_bp: bp("Basis points.").optional(),
    mdr_7_12_bp: bp("Basis points.").optional(),
    anticipation_monthly_bp: bp("Basis points.").optional(),
    withdrawal_fee_pix: centavos("Centavos.").optional(),
    withdrawal_fee_ted: centavos("Centavos.").optional(),
    pix_mdr_bp: bp("Basis points.").optional(),
    pix_fee_min: centavos("Centavos; at most pix_fee_max.").optional(),
    pix_fee_max: centavos("Centavos.").optional(),
    pix_settlement_days: z.number().int().min(0).max(1).optional().meta({ description: "0 or 1." }),
    dispute_fee: centavos("Centavos.").optional(),
  })
  .meta({ id: "UpdatePricingRequest" });
