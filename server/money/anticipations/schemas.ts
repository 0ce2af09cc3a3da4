import { z } from "zod";
import { anticipationStatuses, anticipationTypes } from "@/db/schema";
import { pageQuery, queryBoolean, queryDate } from "@/server/platform/lists/pagination";
import { metadataSchema } from "@/server/platform/validation/metadata";

const currency = z.string().regex(/^[A-Z]{3}$/, { message: "Must be an ISO-4217 code in upper case." });

export const anticipationBody = z
  .strictObject({
    anticipation_type: z.enum(anticipationTypes).meta({
      description:
        "`spot` for a request; `automatic` anticipations are made by the daily job from the merchant's settings (a request with it is 422 `invalid_anticipation_type`; a simulation accepts it).",
    }),
    receivable_ids: z
      .array(z.uuid())
      .min(1)
      .max(500)
      .refine((v) => new Set(v).size === v.length, { message: "Must not repeat a receivable." })
      .optional()
      .meta({ description: "Exactly these receivables; every one must be eligible, or nothing is taken (422)." }),
    settlement_date_from: z.iso
      .date()
      .optional()
      .meta({ description: "Eligible receivables settling on or after (YYYY-MM-DD)." }),
    settlement_date_to: z.iso
      .date()
      .optional()
      .meta({ description: "Eligible receivables settling on or before (YYYY-MM-DD)." }),
    amount: z.number().int().positive().max(100_000_000_00).optional().meta({
      description:
        "Centavos of receivables' net amount to take at most: earliest-settling first, whole receivables only, skipping any that would pass it.",
    }),
    currency: currency.default("BRL"),
    merchant_id: z.uuid().optional().meta({ description: "Admins: the merchant to anticipate for." }),
    metadata: metadataSchema.optional(),
  })
  .refine((b) => !(b.receivable_ids && (b.settlement_date_from || b.settlement_date_to || b.amount)), {
    message: "Give receivable_ids, or a settlement date range and/or an amount, not both.",
    path: ["receivable_ids"],
  })
  .refine((b) => b.receivable_ids || b.settlement_date_from || b.settlement_date_to || b.amount, {
    message: "Choose receivables: receivable_ids, settlement_date_from/settlement_date_to, or amount.",
    path: ["receivable_ids"],
  })
  .refine((b) => !(b.settlement_date_from && b.settlement_date_to) || b.settlement_date_from <= b.settlement_date_to, {
    message: "settlement_date_from must not be after settlement_date_to.",
    path: ["settlement_date_from"],
  })
  .meta({ id: "AnticipationRequest" });

export const decisionBody = z
  .strictObject({
    reason: z.string().trim().min(1).max(500).optional().meta({ description: "Shown to the merchant." }),
  })
  .meta({ id: "AnticipationDecision" });

const ownerFilters = {
  merchant_id: z.uuid().optional().meta({ description: "Admins: one merchant. A merchant naming another gets 403." }),
  owner_type: z
    .enum(["merchant", "platform"])
    .optional()
    .meta({ description: "Anticipations belong to merchants; `platform` matches none." }),
  owner_id: z.uuid().optional().meta({ description: "Same as `merchant_id`." }),
};

const dateFilters = {
  date_from: queryDate.optional().meta({ description: "Created at or after (a date is the start of that UTC day)." }),
  date_to: queryDate.optional().meta({ description: "Created at or before (a date includes that whole UTC day)." }),
};

export const listAnticipationsQuery = z.strictObject({
  ...pageQuery,
  ...ownerFilters,
  ...dateFilters,
  status: z.enum(anticipationStatuses).optional(),
  anticipation_type: z.enum(anticipationTypes).optional(),
});

export const summaryQuery = z.strictObject({ ...ownerFilters, ...dateFilters, currency: currency.optional() });

const money = (description: string) => z.number().int().meta({ description });

export const anticipatedReceivableSchema = z
  .object({
    receivable_id: z.uuid(),
    settlement_date: z.iso.date(),
    amount: money("The receivable's net amount taken."),
    fee_amount: money("Anticipation fee on it."),
    net_amount: money("What the merchant receives for it."),
    days: z.number().int().meta({ description: "Days between the anticipation date and its settlement date." }),
  })
  .meta({ id: "AnticipatedReceivable" });

const figures = {
  amount: money("The receivables' net amount taken (centavos)."),
  fee_amount: money("The anticipation fee: per receivable amount × monthly rate ÷ 30 × days, half-up."),
  net_amount: money("What the merchant receives: amount − fee_amount."),
  receivables: z.array(anticipatedReceivableSchema),
};

export const simulateQuery = z.strictObject({
  include_receivables: queryBoolean.optional().meta({
    description:
      "`false` answers `receivables` as an empty list and keeps the totals (`receivable_count`, `by_month`, the settlement dates): for a screen that shows a choice of thousands of receivables without listing them. Default `true`.",
  }),
});

const monthTotalsSchema = z
  .object({
    month: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .meta({ description: "Month of settlement, YYYY-MM." }),
    count: z.number().int().meta({ description: "Receivables taken that settle in it." }),
    amount: money("Their net amount taken."),
    fee_amount: money("Their anticipation fee."),
    net_amount: money("What the merchant receives for them."),
  })
  .meta({ id: "AnticipationMonthTotals" });

export const simulationSchema = z
  .object({
    ...figures,
    receivables: z.array(anticipatedReceivableSchema).meta({
      description:
        "Every receivable taken, earliest settling first; empty when asked with `include_receivables=false`.",
    }),
    receivable_count: z
      .number()
      .int()
      .meta({ description: "How many receivables it takes (with or without the list)." }),
    first_settlement_date: z.iso.date().meta({ description: "The earliest settlement date among them." }),
    last_settlement_date: z.iso.date().meta({ description: "The latest settlement date among them." }),
    by_month: z
      .array(monthTotalsSchema)
      .meta({ description: "The figures added up by month of settlement, earliest first; they sum to the totals." }),
    currency: z.string(),
    monthly_rate_bp: z
      .number()
      .int()
      .meta({ description: "The merchant's rate, basis points (249 = 2.49 % a month)." }),
    anticipation_date: z.iso.date(),
    weighted_average_days: z.number().meta({ description: "Days anticipated, weighted by amount." }),
    effective_monthly_rate: z
      .number()
      .meta({ description: "Percent a month the fee amounts to (rounding aside, the rate)." }),
    approval: z
      .enum(["automatic", "manual"])
      .meta({ description: "Whether a request with this body would be approved at once or wait for an admin." }),
  })
  .meta({ id: "AnticipationSimulation" });

export const anticipationSchema = z
  .object({
    id: z.uuid(),
    merchant_id: z.uuid(),
    anticipation_type: z.enum(anticipationTypes),
    status: z.enum(anticipationStatuses).meta({
      description:
        "`pending` (receivables `reserved`, waiting for approval) → `processing` (approved) → `completed` (paid, receivables `anticipated`); or `canceled` / `rejected` (receivables back to `pending`).",
    }),
    currency: z.string(),
    ...figures,
    monthly_rate_bp: z.number().int(),
    anticipation_date: z.iso
      .date()
      .meta({ description: "The day the days are counted from (the completion day once completed)." }),
    requested_amount: z.number().int().nullable(),
    settlement_date_from: z.iso.date().nullable(),
    settlement_date_to: z.iso.date().nullable(),
    approval: z.enum(["automatic", "manual"]).nullable(),
    reason: z.string().nullable().meta({ description: "Why it was rejected or canceled by the service." }),
    ledger_transaction_id: z.uuid().nullable(),
    metadata: z.record(z.string(), z.unknown()),
    approved_at: z.iso.datetime().nullable(),
    completed_at: z.iso.datetime().nullable(),
    canceled_at: z.iso.datetime().nullable(),
    rejected_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "Anticipation" });

const totals = {
  count: z.number().int(),
  amount: z.number().int(),
  fee_amount: z.number().int(),
  net_amount: z.number().int(),
};

export const summarySchema = z
  .object({
    by_status: z
      .array(z.object({ status: z.enum(anticipationStatuses), ...totals }))
      .meta({ description: "Every status, zeros included." }),
    completed: z
      .object({
        ...totals,
        weighted_average_days: z.number(),
        effective_monthly_rate: z.number().meta({ description: "Percent a month the fees paid amount to." }),
      })
      .meta({ description: "Anticipations paid out: `fee_amount` is the fees paid." }),
  })
  .meta({ id: "AnticipationsSummary" });

const bp = (description: string) => z.number().int().min(0).max(10_000).meta({ description });
const centavos = (description: string) => z.number().int().min(0).max(100_000_000_00).meta({ description });

export const settingsSchema = z
  .object({
    merchant_id: z.uuid(),
    auto_approve_max_share_bp: bp(
      "Largest share of the merchant's unpaid receivables a request may take and be approved at once (basis points; 10000 = 100 %).",
    ),
    auto_approve_min_amount: centavos(
      "Smallest request, centavos; smaller ones are refused (422 `amount_below_minimum`).",
    ),
    auto_approve_max_amount: centavos("Largest request approved at once, centavos; larger ones wait for an admin."),
    auto_approve_daily_max_amount: centavos(
      "Most approved at once in any 24 hours, centavos (the merchant's automatic approvals together, this request's included); beyond it a request waits for an admin.",
    ),
    automatic_enabled: z.boolean(),
    automatic_share_bp: bp("Share of each day's new receivables the daily job anticipates (basis points)."),
    automatic_delay_days: z.number().int().min(1).max(60).meta({ description: "Days after capture the job waits." }),
    automatic_since: z.iso.datetime().nullable().meta({ description: "When automatic anticipation was turned on." }),
  })
  .meta({ id: "AnticipationSettings" });

export const updateSettingsBody = z
  .strictObject({
    auto_approve_max_share_bp: bp("Admins only.").optional(),
    auto_approve_min_amount: centavos("Admins only.").optional(),
    auto_approve_max_amount: centavos("Admins only.").optional(),
    auto_approve_daily_max_amount: centavos("Admins only.").optional(),
    automatic_enabled: z.boolean().optional(),
    automatic_share_bp: bp("Basis points, at least 1.").min(1).optional(),
    automatic_delay_days: z.number().int().min(1).max(60).optional(),
  })
  .meta({ id: "UpdateAnticipationSettingsRequest" });

export type AnticipationView = z.infer<typeof anticipationSchema>;
export type SimulationView = z.infer<typeof simulationSchema>;
export type SummaryView = z.infer<typeof summarySchema>;
export type SettingsView = z.infer<typeof settingsSchema>;
