import { sql } from "drizzle-orm";
import { pgTable, uuid, text, timestamp, bigint, integer, index, unique } from "drizzle-orm/pg-core";
import { merchants } from "./merchants";

/**
 * What an admin set for a merchant's money held against refunds (docs/api/risk.md): how far a refund may
 * take `main` below zero, and the rolling reserve. A merchant without a row has the defaults
 * (server/money/reserves/reserve-settings.ts).
 */
export const merchantReserveSettings = pgTable("merchant_reserve_settings", {
  merchantId: uuid("merchant_id")
    .primaryKey()
    .references(() => merchants.id),
  /** Centavos a refund may leave `main` below zero; 0 = a refund must be covered. */
  refundAllowance: bigint("refund_allowance", { mode: "number" }).notNull(),
  /** Share of each credit to `main` held in `reserve`, basis points of a percent; 0 = off. */
  rollingReserveBp: integer("rolling_reserve_bp").notNull(),
  /** Days each hold stays in `reserve`. */
  rollingReserveDays: integer("rolling_reserve_days").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const rollingReserveSources = ["settlement", "anticipation"] as const;

/** One hold of the rolling reserve: part of one credit to `main`, kept in `reserve` until `release_at`. */
export const rollingReserveHolds = pgTable(
  "rolling_reserve_holds",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    currency: text("currency").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** The credit it was taken from: a receivable's settlement or an anticipation's payout. */
    sourceType: text("source_type", { enum: rollingReserveSources }).notNull(),
    sourceId: uuid("source_id").notNull(),
    status: text("status", { enum: ["held", "released"] })
      .notNull()
      .default("held"),
    releaseAt: timestamp("release_at", { withTimezone: true, mode: "date" }).notNull(),
    holdTransactionId: uuid("hold_transaction_id").notNull(),
    releaseTransactionId: uuid("release_transaction_id"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    // A credit is held once, however often its posting code runs.
    unique("rolling_reserve_holds_source_key").on(t.sourceType, t.sourceId),
    index("rolling_reserve_holds_merchant_idx").on(t.merchantId, t.status, t.releaseAt),
    index("rolling_reserve_holds_due_idx")
      .on(t.releaseAt)
      .where(sql`status = 'held'`),
  ],
);
