import { z } from "zod";
import { CHARGE_STATUSES, PRODUCT_TYPES } from "@/db/schema/charges";
import { paymentMethodSchema } from "./schemas";

/** The answers of the charges API: the single source for the OpenAPI document and the presenters' types. */
export const refundSchema = z
  .object({
    id: z.uuid(),
    charge_id: z.uuid(),
    amount: z.number().int(),
    reason: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "Refund" });

export const chargeSchema = z
  .object({
    id: z.uuid(),
    merchant_id: z.uuid(),
    status: z.enum(CHARGE_STATUSES).meta({
      description:
        "pending (Apple Pay or Pix awaiting the buyer; a Pix charge goes to captured when paid, canceled when it expires) → processing → authorized | failed; authorized → captured | canceled; " +
        "captured → partially_refunded → refunded.",
    }),
    amount: z.number().int().meta({ description: "Asked for and authorized, in centavos." }),
    captured_amount: z.number().int(),
    refunded_amount: z.number().int(),
    refundable_amount: z.number().int().meta({
      description: "captured_amount − refunded_amount − refunds asked of the acquirer and not yet answered.",
    }),
    currency: z.string(),
    payment_method: paymentMethodSchema,
    product_type: z.enum(PRODUCT_TYPES).nullable(),
    installments: z.number().int(),
    capture: z.boolean().meta({ description: "The create request's capture flag." }),
    customer: z
      .object({
        name: z.string().nullable(),
        email: z.string().nullable(),
        tax_id: z.string().nullable(),
        phone: z.string().nullable(),
        type: z.enum(["individual", "company"]).nullable(),
      })
      .nullable(),
    items: z.array(
      z.object({ name: z.string(), quantity: z.number().int(), unit_price: z.number().int(), tangible: z.boolean() }),
    ),
    split: z
      .object({
        rules: z.array(
          z.object({
            merchant_id: z.uuid(),
            amount: z.number().int().optional(),
            percentage: z.number().optional(),
            liable: z.boolean(),
            charge_processing_fee: z.boolean(),
          }),
        ),
      })
      .nullable(),
    card: z
      .object({
        brand: z.string(),
        first_six: z.string().nullable(),
        last_four: z.string(),
        holder_name: z.string().nullable(),
      })
      .nullable()
      .meta({
        description:
          "The card charged (for Apple Pay, the wallet's card as the acquirer reports it). Never the full number.",
      }),
    payment_link_id: z.uuid().nullable(),
    return_url: z.string().nullable(),
    checkout_url: z.string().nullable().meta({
      description:
        "Apple Pay while pending: the hosted secure checkout. Open it in the top browser context, never in an iframe.",
    }),
    pix: z
      .object({
        txid: z.string().meta({ description: "The charge's id at the Pix PSP (26–35 letters and digits)." }),
        qr_code: z.string().nullable().meta({
          description:
            "The BR Code (Pix copia e cola) while the charge can be paid: a dynamic code whose location holds the amount; null once paid, canceled or expired.",
        }),
        qr_code_image: z
          .string()
          .nullable()
          .meta({ description: "The same code as an SVG data URL, for an <img>; null when qr_code is." }),
        expires_at: z.iso.datetime().meta({ description: "When the PSP stops accepting the code." }),
        end_to_end_id: z
          .string()
          .nullable()
          .meta({ description: "The Pix that paid the charge (E + 32 characters), once captured." }),
      })
      .nullable()
      .meta({ id: "ChargePix", description: "Pix charges only (docs/api/pix.md)." }),
    authorization_code: z.string().nullable(),
    failure_code: z.string().nullable().meta({ example: "card_declined" }),
    failure_message: z.string().nullable().meta({ description: "Fit to show the buyer." }),
    three_ds: z
      .object({
        authentication_id: z.uuid(),
        trans_status: z.string().nullable(),
        eci: z.string().nullable(),
        liability_shift: z.boolean(),
      })
      .nullable()
      .meta({ description: "The 3-D Secure authentication the charge used (docs/api/three-ds.md)." }),
    fraud: z
      .object({
        score: z.number().int().meta({ description: "0–100." }),
        decision: z.enum(["approve", "review", "deny"]),
        reasons: z.array(z.object({ code: z.string(), points: z.number().int(), detail: z.string() })),
        review_status: z.enum(["pending", "approved", "rejected"]).nullable(),
      })
      .nullable()
      .meta({ description: "Fraud analysis of a card charge (docs/api/fraud.md)." }),
    refunds: z.array(refundSchema),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    authorized_at: z.iso.datetime().nullable(),
    captured_at: z.iso.datetime().nullable(),
    failed_at: z.iso.datetime().nullable(),
    canceled_at: z.iso.datetime().nullable(),
  })
  .meta({ id: "Charge" });
export type ChargeView = z.infer<typeof chargeSchema>;

export const chargeSummarySchema = z
  .object({
    total_count: z.number().int(),
    total_amount: z.number().int(),
    by_status: z.array(
      z.object({ status: z.enum(CHARGE_STATUSES), count: z.number().int(), amount: z.number().int() }),
    ),
    approval_rate: z.number().nullable().meta({
      description: "Approved (ever authorized) ÷ (approved + failed), 0–1 with 4 decimals; null when neither exists.",
    }),
    captured_volume: z.number().int(),
    refunded_volume: z.number().int(),
    net_volume: z.number().int().meta({ description: "captured_volume − refunded_volume." }),
    captured_count: z.number().int(),
    average_ticket: z
      .number()
      .int()
      .meta({ description: "captured_volume ÷ captured_count, rounded half-up; 0 when none." }),
  })
  .meta({ id: "ChargeSummary" });
export type ChargeSummary = z.infer<typeof chargeSummarySchema>;

export const revenueChartSchema = z
  .object({
    currency: z.string(),
    months: z.array(
      z.object({
        month: z.string().meta({ example: "2026-11" }),
        captured: z.number().int().meta({ description: "Captured in the month (by capture date)." }),
        refunded: z.number().int().meta({ description: "Refunded in the month (by refund date)." }),
        revenue: z.number().int().meta({ description: "captured − refunded; may be negative." }),
        charges: z.number().int().meta({ description: "Charges captured in the month." }),
      }),
    ),
  })
  .meta({ id: "RevenueChart" });
export type RevenueChart = z.infer<typeof revenueChartSchema>;

export const paymentMethodsSchema = z
  .object({
    currency: z.string(),
    payment_methods: z.array(
      z.object({
        payment_method: paymentMethodSchema,
        enabled: z.boolean(),
        max_installments: z.number().int().nullable(),
        reason: z.string().nullable().meta({ description: "Why a method is disabled." }),
      }),
    ),
  })
  .meta({ id: "ChargePaymentMethods" });
