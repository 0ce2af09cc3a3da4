import { bigint, date, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";

/*
 * Per-merchant rollups of the charges table, kept by PostgreSQL triggers in the transaction of every
 * change (migration 0018; what they change for callers: docs/api/conventions.md "Totals"): no verb writes them, so no write path can
 * forget them, and they cost no round trip. Summaries, the revenue chart and unfiltered list totals
 * read these few rows per day instead of a merchant's every charge. Derived data: no foreign key
 * (the charges they count already reference their merchant), and a wrong row is rebuilt from charges.
 */

/** Charges by the UTC day they were created, their status, payment method and currency. */
export const chargeDailyRollups = pgTable(
  "charge_daily_rollups",
  {
    merchantId: uuid("merchant_id").notNull(),
    /** `created_at` in UTC, the day the list's date filters count in. */
    day: date("day", { mode: "string" }).notNull(),
    status: text("status").notNull(),
    paymentMethod: text("payment_method").notNull(),
    currency: text("currency").notNull(),
    count: bigint("count", { mode: "number" }).notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    capturedAmount: bigint("captured_amount", { mode: "number" }).notNull(),
    refundedAmount: bigint("refunded_amount", { mode: "number" }).notNull(),
    /** Charges with `captured_at` set (the average ticket's divisor). */
    capturedCount: bigint("captured_count", { mode: "number" }).notNull(),
    /** Charges with `authorized_at` set (the approval rate's numerator). */
    authorizedCount: bigint("authorized_count", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.status, t.paymentMethod, t.currency] })],
);

/**
 * Money captured by the UTC day of `captured_at`, and refunded by the UTC day of the refund, per
 * payment method and currency of the charge: the revenue chart.
 */
export const chargeRevenueDaily = pgTable(
  "charge_revenue_daily",
  {
    merchantId: uuid("merchant_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    paymentMethod: text("payment_method").notNull(),
    currency: text("currency").notNull(),
    capturedAmount: bigint("captured_amount", { mode: "number" }).notNull(),
    capturedCount: bigint("captured_count", { mode: "number" }).notNull(),
    refundedAmount: bigint("refunded_amount", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.paymentMethod, t.currency] })],
);
