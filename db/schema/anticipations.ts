import { sql } from "drizzle-orm";
import {
  pgTable,
  uuid,
  text,
  timestamp,
  bigint,
  boolean,
  jsonb,
  integer,
  date,
  index,
  primaryKey,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { merchants } from "./merchants";

export const anticipationStatuses = ["pending", "processing", "completed", "canceled", "rejected"] as const;
export const anticipationTypes = ["spot", "automatic"] as const;

/**
 * A merchant's request to be paid its receivables now, for a fee (docs/api/anticipations.md).
 * `amount`, `fee_amount` and `net_amount` are the sums of its receivable rows that still count.
 */
export const anticipations = pgTable(
  "anticipations",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    type: text("type", { enum: anticipationTypes }).notNull(),
    status: text("status", { enum: anticipationStatuses }).notNull().default("pending"),
    currency: text("currency").notNull(),
    /** The receivables' net amount taken, in centavos. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    feeAmount: bigint("fee_amount", { mode: "number" }).notNull(),
    /** What the merchant receives: amount − fee_amount. */
    netAmount: bigint("net_amount", { mode: "number" }).notNull(),
    /** The monthly rate at request time, basis points of a percent (249 = 2.49 %). */
    monthlyRateBp: integer("monthly_rate_bp").notNull(),
    /** The day the days are counted from: the request day, then the completion day. */
    anticipationDate: date("anticipation_date", { mode: "string" }).notNull(),
    requestedAmount: bigint("requested_amount", { mode: "number" }),
    settlementDateFrom: date("settlement_date_from", { mode: "string" }),
    settlementDateTo: date("settlement_date_to", { mode: "string" }),
    /** How it left `pending`: within the merchant's limits (`automatic`) or by an admin (`manual`). */
    approval: text("approval", { enum: ["automatic", "manual"] }),
    /** Why it was rejected (admin) or canceled by the service (its receivables were gone at completion). */
    reason: text("reason"),
    /** Automatic anticipations: the capture day whose receivables it took; one per merchant and day. */
    automaticForDate: date("automatic_for_date", { mode: "string" }),
    ledgerTransactionId: uuid("ledger_transaction_id"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    approvedAt: timestamp("approved_at", { withTimezone: true, mode: "date" }),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    canceledAt: timestamp("canceled_at", { withTimezone: true, mode: "date" }),
    rejectedAt: timestamp("rejected_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    index("anticipations_merchant_idx").on(t.merchantId, t.createdAt),
    index("anticipations_open_idx")
      .on(t.status, t.createdAt)
      .where(sql`status in ('pending', 'processing')`),
    unique("anticipations_automatic_day_key").on(t.merchantId, t.automaticForDate),
  ],
);

/** The receivables an anticipation takes, with each one's figures. */
export const anticipationReceivables = pgTable(
  "anticipation_receivables",
  {
    anticipationId: uuid("anticipation_id")
      .notNull()
      .references(() => anticipations.id),
    receivableId: uuid("receivable_id").notNull(),
    merchantId: uuid("merchant_id").notNull(),
    settlementDate: date("settlement_date", { mode: "string" }).notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    feeAmount: bigint("fee_amount", { mode: "number" }).notNull(),
    netAmount: bigint("net_amount", { mode: "number" }).notNull(),
    days: integer("days").notNull(),
    /** True while the anticipation holds or took the receivable (pending, processing, completed). */
    active: boolean("active").notNull().default(true),
    /** Dropped at completion: refunded meanwhile, or due by then (it settles the usual way). */
    releasedAt: timestamp("released_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    primaryKey({ columns: [t.anticipationId, t.receivableId] }),
    // The database itself refuses a receivable held or taken by two anticipations.
    uniqueIndex("anticipation_receivables_active_key")
      .on(t.receivableId)
      .where(sql`active`),
    index("anticipation_receivables_merchant_idx").on(t.merchantId),
  ],
);

/**
 * Per merchant: the limits within which a request is approved without an admin (set by an admin),
 * and the automatic anticipation the merchant turns on. No row means the defaults of
 * server/money/anticipations/settings-defaults.ts.
 */
export const anticipationSettings = pgTable("anticipation_settings", {
  merchantId: uuid("merchant_id")
    .primaryKey()
    .references(() => merchants.id),
  autoApproveMaxShareBp: integer("auto_approve_max_share_bp").notNull(),
  autoApproveMinAmount: bigint("auto_approve_min_amount", { mode: "number" }).notNull(),
  autoApproveMaxAmount: bigint("auto_approve_max_amount", { mode: "number" }).notNull(),
  /** The most approved at once in any 24 hours (all the merchant's automatic approvals together). */
  autoApproveDailyMaxAmount: bigint("auto_approve_daily_max_amount", { mode: "number" }).notNull().default(5_000_000),
  automaticEnabled: boolean("automatic_enabled").notNull(),
  automaticShareBp: integer("automatic_share_bp").notNull(),
  automaticDelayDays: integer("automatic_delay_days").notNull(),
  /** When automatic anticipation was last turned on: days before it are never taken. */
  automaticSince: timestamp("automatic_since", { withTimezone: true, mode: "date" }),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
});
