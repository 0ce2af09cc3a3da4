import { sql } from "drizzle-orm";
import {
  pgTable,
  uuid,
  text,
  timestamp,
  jsonb,
  bigint,
  index,
  uniqueIndex,
  check,
  primaryKey,
} from "drizzle-orm/pg-core";
import {
  RECEIPT_LOCALES,
  WITHDRAWAL_APPROVALS,
  WITHDRAWAL_METHODS,
  WITHDRAWAL_STATUSES,
  type WithdrawalFailureCode,
} from "../vocabularies";
import { bytea } from "./column-types";
import { merchants } from "./merchants";

export const withdrawalStatuses = WITHDRAWAL_STATUSES;

/**
 * Where the money went, frozen at creation: the recipient's masked view and its bank. A recipient
 * replaced later does not change the history or the receipt of a withdrawal made to it.
 */
export interface WithdrawalDestination {
  recipientType: "bank_account" | "pix_key";
  /** The recipient as the API shows it (account numbers and documents masked). */
  recipient: Record<string, unknown>;
  bank: { code: string; ispb: string; name: string } | null;
}

/**
 * A payout of a merchant's money to its own recipient. `amount` reaches the recipient; `fee_amount`
 * goes to the platform; both left the `main` wallet for `reserve` in the ledger transaction that created
 * the row, and leave `reserve` when the withdrawal completes, fails or is canceled.
 */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    method: text("method", { enum: WITHDRAWAL_METHODS }).notNull(),
    status: text("status", { enum: withdrawalStatuses }).notNull().default("pending"),
    amount: bigint("amount", { mode: "number" }).notNull(),
    feeAmount: bigint("fee_amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("BRL"),
    description: text("description"),
    recipientId: uuid("recipient_id").notNull(),
    destination: jsonb("destination").$type<WithdrawalDestination>().notNull(),
    /** Not before this instant does the bank rail take it: now for Pix, the next TED window for TED. */
    scheduledFor: timestamp("scheduled_for", { withTimezone: true, mode: "date" }).notNull(),
    railReference: text("rail_reference"),
    failureCode: text("failure_code").$type<WithdrawalFailureCode>(),
    failureMessage: text("failure_message"),
    /** `automatic` within the daily total; null while it waits for an admin (`pending_review`), then `manual`. */
    approval: text("approval", { enum: WITHDRAWAL_APPROVALS }).default("automatic"),
    /** The admin's words on approving or rejecting it, shown to the merchant. */
    reason: text("reason"),
    /** Printed on the receipt and verifiable by GET; set when the withdrawal completes. */
    authenticationCode: text("authentication_code"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
    processingAt: timestamp("processing_at", { withTimezone: true, mode: "date" }),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    failedAt: timestamp("failed_at", { withTimezone: true, mode: "date" }),
    canceledAt: timestamp("canceled_at", { withTimezone: true, mode: "date" }),
    approvedAt: timestamp("approved_at", { withTimezone: true, mode: "date" }),
    rejectedAt: timestamp("rejected_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("withdrawals_merchant_idx").on(t.merchantId, t.createdAt),
    // The list by status (failed ones, those awaiting review), newest first, reads only the matching rows.
    index("withdrawals_merchant_status_created_idx").on(t.merchantId, t.status, t.createdAt, t.id),
    index("withdrawals_due_idx")
      .on(t.scheduledFor)
      .where(sql`status in ('pending', 'processing')`),
    uniqueIndex("withdrawals_authentication_code_key").on(t.authenticationCode),
    check("withdrawals_amounts", sql`${t.amount} > 0 and ${t.feeAmount} >= 0`),
  ],
);

/**
 * Per merchant, set by an admin: the most its withdrawals may take out without an admin in any 24 hours
 * (docs/api/risk.md). No row means the default of server/money/withdrawals/withdrawal-settings.ts.
 */
export const withdrawalSettings = pgTable("withdrawal_settings", {
  merchantId: uuid("merchant_id")
    .primaryKey()
    .references(() => merchants.id),
  dailyMaxAmount: bigint("daily_max_amount", { mode: "number" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
});

/**
 * The PNG receipt of a completed withdrawal, per language, drawn once (server/money/withdrawals/receipt/
 * stored-receipt.ts): drawing takes over a second of CPU, serving the stored bytes a query.
 * `content_digest` covers what the image prints and the layout version, so a change of either (a merchant
 * renamed, a new layout) draws it again and replaces the row.
 */
export const withdrawalReceipts = pgTable(
  "withdrawal_receipts",
  {
    withdrawalId: uuid("withdrawal_id")
      .notNull()
      .references(() => withdrawals.id),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    locale: text("locale", { enum: RECEIPT_LOCALES }).notNull(),
    contentDigest: text("content_digest").notNull(),
    png: bytea("png").notNull(),
    renderedAt: timestamp("rendered_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.withdrawalId, t.locale] }),
    index("withdrawal_receipts_merchant_idx").on(t.merchantId, t.withdrawalId),
  ],
);
