import { z } from "zod";
import { PAYMENT_METHODS } from "@/server/universal/payment-methods";
import { receivableStatuses } from "@/db/schema";
import { pageQuery, queryDate } from "@/server/platform/lists/pagination";
import { chargeContextSchema } from "@/server/payments/charge-context/charge-context";

const ownerQuery = {
  owner_type: z.enum(["merchant", "platform"]).optional().meta({
    description:
      "Receivables belong to merchants; `platform` matches none (fees go straight to the platform's wallet).",
  }),
  owner_id: z
    .uuid()
    .optional()
    .meta({ description: "The receiving merchant. A merchant naming another merchant gets 403." }),
  merchant_id: z
    .uuid()
    .optional()
    .meta({ description: "Same as `owner_id` for merchant owners. A merchant naming another merchant gets 403." }),
};

export const listReceivablesQuery = z.strictObject({
  ...pageQuery,
  ...ownerQuery,
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  status: z.enum(receivableStatuses).optional(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  settlement_date_from: z.iso.date().optional().meta({ description: "YYYY-MM-DD, inclusive." }),
  settlement_date_to: z.iso.date().optional().meta({ description: "YYYY-MM-DD, inclusive." }),
  charge_id: z.uuid().optional(),
  search: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .meta({
      description:
        "A charge id (exact), or word prefixes of the buyer's name, email or tax id, or part of the payment link's title. " +
        "Only the caller's own charges are searched (a split part received from another merchant's charge is not found by its buyer).",
    }),
});

export const summaryQuery = z.strictObject({
  ...ownerQuery,
  period: z
    .enum(["day", "week", "month", "year"])
    .default("month")
    .meta({ description: "Bucket size of `series` (by settlement date; weeks start on Monday)." }),
  date_from: queryDate.optional().meta({ description: "Settlement date from (YYYY-MM-DD, inclusive)." }),
  date_to: queryDate.optional().meta({ description: "Settlement date to (YYYY-MM-DD, inclusive)." }),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
});

export const runSettlementBody = z
  .strictObject({
    as_of: z.iso
      .date()
      .optional()
      .meta({ description: "Settle what is due on or before this date (default: today, UTC)." }),
  })
  .meta({ id: "RunSettlementRequest" });

export const receivableSchema = z
  .object({
    id: z.uuid(),
    charge_id: z.uuid(),
    owner_type: z.enum(["merchant", "platform"]),
    owner_id: z.uuid(),
    merchant_id: z.uuid().meta({ description: "The merchant that receives the money (the owner)." }),
    source_merchant_id: z.uuid().meta({
      description: "The merchant whose charge made this receivable; differs from `merchant_id` for split rules.",
    }),
    split_rule_index: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Index of the charge's split rule; null without split." }),
    installment_number: z.number().int(),
    installments: z.number().int(),
    currency: z.string(),
    payment_method: z.enum(PAYMENT_METHODS),
    status: z.enum(receivableStatuses).meta({
      description:
        "`pending` until its settlement date; `settled` once paid into the owner's main wallet; `canceled` when refunded before settlement; `reserved` / `anticipated` by anticipations; `suspended` held by the platform.",
    }),
    amount: z.number().int().meta({ description: "Gross, as captured (centavos)." }),
    refunded_amount: z.number().int().meta({ description: "Part of `amount` taken back by refunds." }),
    fee_amount: z.number().int().meta({
      description:
        "MDR: half-up to the centavo, in proportion to what is left after refunds until settled; kept by the platform once settled.",
    }),
    net_amount: z.number().int().meta({
      description:
        "What settles (or settled) into the owner's wallet: amount − refunded_amount − fee_amount until settled.",
    }),
    settlement_date: z.iso.date(),
    settled_at: z.iso.datetime().nullable(),
    canceled_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    charge: chargeContextSchema.nullable().optional().meta({
      description:
        "In lists: who paid and for what, to recognise the charge without its id. Null for a split part of another merchant's charge.",
    }),
  })
  .meta({ id: "Receivable" });

const totals = {
  count: z.number().int(),
  amount: z.number().int(),
  refunded_amount: z.number().int(),
  fee_amount: z.number().int(),
  net_amount: z.number().int(),
};

export const summarySchema = z
  .object({
    period: z.enum(["day", "week", "month", "year"]),
    date_from: z.iso.date().nullable(),
    date_to: z.iso.date().nullable(),
    totals: z.object(totals),
    by_status: z
      .array(z.object({ status: z.enum(receivableStatuses), ...totals }))
      .meta({ description: "Every status, zeros included." }),
    series: z
      .array(z.object({ period_start: z.iso.date(), status: z.enum(receivableStatuses), ...totals }))
      .meta({ description: "Per period (by settlement date) and status; empty buckets left out." }),
  })
  .meta({ id: "ReceivablesSummary" });

export const settlementRunSchema = z
  .object({
    as_of: z.iso.date(),
    settled: z.number().int(),
    gross_amount: z.number().int(),
    fee_amount: z.number().int(),
    net_amount: z.number().int(),
  })
  .meta({ id: "SettlementRun" });

export type ReceivableView = z.infer<typeof receivableSchema>;
