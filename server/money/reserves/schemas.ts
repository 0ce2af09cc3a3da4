import { z } from "zod";

const allowance = z.number().int().min(0).max(1_000_000_000).meta({
  description:
    "Centavos a refund may leave the merchant's `main` wallet below zero (0 = a refund must be covered by the charge's unsettled receivables plus `main`). At most 1 000 000 000 (R$ 10.000.000,00).",
});
const reserveBp = z.number().int().min(0).max(10_000).meta({
  description:
    "Share of each credit to `main` (settlements, anticipations) held in `reserve`, basis points of a percent (1000 = 10 %); 0 = no rolling reserve.",
});
const reserveDays = z
  .number()
  .int()
  .min(1)
  .max(365)
  .meta({ description: "Days each hold of the rolling reserve stays in `reserve` before it returns to `main`." });

export const reserveSettingsSchema = z
  .object({
    merchant_id: z.uuid(),
    custom: z.boolean().meta({ description: "False while the merchant has the defaults." }),
    refund_allowance: allowance,
    rolling_reserve_bp: reserveBp,
    rolling_reserve_days: reserveDays,
  })
  .meta({ id: "ReserveSettings" });

export const updateReserveSettingsBody = z
  .strictObject({
    refund_allowance: allowance.optional(),
    rolling_reserve_bp: reserveBp.optional(),
    rolling_reserve_days: reserveDays.optional(),
  })
  .meta({ id: "UpdateReserveSettingsRequest" });

export const rollingReserveSchema = z
  .object({
    merchant_id: z.uuid(),
    currency: z.string().meta({ description: "ISO-4217; BRL." }),
    held_amount: z
      .number()
      .int()
      .meta({ description: "Centavos held by the rolling reserve now (part of the `reserve` wallet's balance)." }),
    rolling_reserve_bp: reserveBp,
    rolling_reserve_days: reserveDays,
    next_releases: z
      .array(
        z.object({
          date: z.iso.date().meta({ description: "UTC day the holds return to `main`." }),
          amount: z.number().int().meta({ description: "Centavos released that day." }),
        }),
      )
      .meta({ description: "The next release days (up to 10), earliest first." }),
  })
  .meta({ id: "RollingReserve" });

export type ReserveSettingsView = z.infer<typeof reserveSettingsSchema>;
export type RollingReserveView = z.infer<typeof rollingReserveSchema>;
