import { sql } from "drizzle-orm";
import { bigint, date, index, pgTable, primaryKey, smallint, text, uuid } from "drizzle-orm/pg-core";

/*
 * Per-merchant rollups of the charges table, kept by PostgreSQL triggers in the transaction of every
 * change (migration 0018; what they change for callers: docs/api/conventions.md "Totals"): no verb writes them, so no write path can
 * forget them, and they cost no round trip. Summaries, the revenue chart and unfiltered list totals
 * read these few rows per day instead of a merchant's every charge. Derived data: no foreign key
 * (the charges they count already reference their merchant), and a wrong row is rebuilt from charges.
 *
 * Each figure is split over ROLLUP_SHARDS rows by `shard`, a function of the charge's id (SQL
 * `charge_rollup_shard`, migration 0046), and readers sum them. With one row per figure every charge of a
 * merchant updated the same rows and waited for the previous charge's commit to do it: a busy merchant's
 * charges queued on them (BENCHMARKS.md, "Issue 30: a busy merchant's charges no longer queue on its totals").
 * Past days are folded back into shard 0 by the compaction job (server/payments/charges/compact-rollups.ts),
 * so that a summary over months reads one row per figure and day, as before the shards.
 */

/** How many rows each rollup figure is split over (the `& 7` of charge_rollup_shard). */
export const ROLLUP_SHARDS = 8;

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
    shard: smallint("shard").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.day, t.status, t.paymentMethod, t.currency, t.shard] }),
    // The rows the compaction job still has to fold (today's, yesterday's, a late refund's): it finds them here
    // instead of reading the whole table every run.
    index("charge_daily_rollups_unfolded_idx")
      .on(t.day)
      .where(sql`shard <> 0`),
  ],
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
    shard: smallint("shard").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.day, t.paymentMethod, t.currency, t.shard] }),
    index("charge_revenue_daily_unfolded_idx")
      .on(t.day)
      .where(sql`shard <> 0`),
  ],
);
