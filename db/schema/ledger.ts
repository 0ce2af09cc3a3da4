import { sql } from "drizzle-orm";
import type { LedgerEntryType, PaymentMethod } from "../vocabularies";
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
  unique,
  uniqueIndex,
  bigserial,
} from "drizzle-orm/pg-core";

/**
 * Wallets are the ledger's accounts. `external` is the one clearing account standing for the
 * world outside the books (the acquirer paying out, refunds going back to buyers); it never
 * appears in the API. `balance` is a cache of the sum of the wallet's entries, written only by
 * server/money/ledger/post-transaction.ts under a row lock.
 */
export const wallets = pgTable(
  "wallets",
  {
    id: uuid("id").primaryKey(),
    ownerType: text("owner_type", { enum: ["merchant", "platform", "external"] }).notNull(),
    /** The merchant's id; null for the platform and the external account. */
    ownerId: uuid("owner_id"),
    walletType: text("wallet_type", { enum: ["main", "reserve"] }).notNull(),
    currency: text("currency").notNull(),
    balance: bigint("balance", { mode: "number" }).notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    lastEntryAt: timestamp("last_entry_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  // One wallet per owner, type and currency: concurrent on-demand creation meets here.
  (t) => [
    unique("wallets_owner_key").on(t.ownerType, t.ownerId, t.walletType, t.currency).nullsNotDistinct(),
    index("wallets_owner_idx").on(t.ownerId),
  ],
);

/** A balanced set of entries (they sum to zero), immutable once written. */
export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: uuid("id").primaryKey(),
    type: text("type").$type<LedgerEntryType>().notNull(),
    description: text("description"),
    referenceType: text("reference_type"),
    referenceId: uuid("reference_id"),
    /** Makes a posting happen at most once (e.g. `settlement:<receivable id>`). */
    idempotencyKey: text("idempotency_key"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    /** The effective time: the job clock's (`--as-of`, a merchant's test clock), which statements count by. */
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    /** When the posting was really written, whatever clock the run followed (rows before it: their created_at). */
    postedAt: timestamp("posted_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ledger_transactions_idempotency_key").on(t.idempotencyKey),
    index("ledger_transactions_reference_idx").on(t.referenceId),
  ],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid("id").primaryKey(),
    /** Posting order, for a stable order of entries stamped with the same time. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => ledgerTransactions.id),
    walletId: uuid("wallet_id")
      .notNull()
      .references(() => wallets.id),
    /** Signed: positive credits the wallet, negative debits it. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** The wallet's balance right after this entry was posted. */
    balanceAfter: bigint("balance_after", { mode: "number" }).notNull(),
    type: text("type").$type<LedgerEntryType>().notNull(),
    description: text("description"),
    /** The effective time: the job clock's (`--as-of`, a merchant's test clock), which statements count by. */
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    /** When the entry was really written, whatever clock the run followed (rows before it: their created_at). */
    postedAt: timestamp("posted_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_entries_wallet_time_idx").on(t.walletId, t.createdAt, t.seq),
    index("ledger_entries_transaction_idx").on(t.transactionId),
  ],
);

/**
 * Fees per merchant, in basis points of a percent (319 = 3.19 %). A merchant without a row
 * pays the defaults (server/money/pricing/defaults.ts, docs/api/money-model.md); an admin sets a row to change them.
 */
export const merchantPricing = pgTable("merchant_pricing", {
  merchantId: uuid("merchant_id").primaryKey(),
  mdr1xBp: integer("mdr_1x_bp").notNull(),
  mdr2to6Bp: integer("mdr_2_6_bp").notNull(),
  mdr7to12Bp: integer("mdr_7_12_bp").notNull(),
  anticipationMonthlyBp: integer("anticipation_monthly_bp").notNull(),
  withdrawalFeePix: integer("withdrawal_fee_pix").notNull(),
  withdrawalFeeTed: integer("withdrawal_fee_ted").notNull(),
  /** Pix charges (docs/api/pix.md): MDR in basis points, clamped between a minimum and a maximum fee in centavos. */
  pixMdrBp: integer("pix_mdr_bp").notNull().default(99),
  pixFeeMin: integer("pix_fee_min").notNull().default(10),
  pixFeeMax: integer("pix_fee_max").notNull().default(1000),
  /** Days from payment to the Pix receivable's settlement: 0 (same day) or 1. */
  pixSettlementDays: integer("pix_settlement_days").notNull().default(1),
  /** Centavos charged when a dispute withdraws a charge's funds (docs/api/disputes.md). */
  disputeFee: integer("dispute_fee").notNull().default(1500),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const receivableStatuses = ["pending", "reserved", "anticipated", "settled", "canceled", "suspended"] as const;

/** Money a charge will pay out: one row per installment and split rule. */
export const receivables = pgTable(
  "receivables",
  {
    id: uuid("id").primaryKey(),
    chargeId: uuid("charge_id").notNull(),
    /** The merchant whose charge made this receivable (differs from the owner for split rules). */
    sourceMerchantId: uuid("source_merchant_id").notNull(),
    ownerType: text("owner_type", { enum: ["merchant", "platform"] }).notNull(),
    /** The merchant that receives the money. */
    merchantId: uuid("merchant_id").notNull(),
    /** Index of the split rule, null when the charge had no split. */
    splitRule: integer("split_rule"),
    installmentNumber: integer("installment_number").notNull(),
    installmentsTotal: integer("installments_total").notNull(),
    currency: text("currency").notNull(),
    paymentMethod: text("payment_method").$type<PaymentMethod>().notNull(),
    /** Gross as captured. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** Part of `amount` taken back by refunds (canceled if unsettled, debited from the wallet if paid). */
    refundedAmount: bigint("refunded_amount", { mode: "number" }).notNull().default(0),
    feeAmount: bigint("fee_amount", { mode: "number" }).notNull(),
    netAmount: bigint("net_amount", { mode: "number" }).notNull(),
    status: text("status", { enum: receivableStatuses }).notNull().default("pending"),
    settlementDate: date("settlement_date", { mode: "string" }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true, mode: "date" }),
    canceledAt: timestamp("canceled_at", { withTimezone: true, mode: "date" }),
    settlementTransactionId: uuid("settlement_transaction_id"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    // A capture hook that runs twice makes its receivables once.
    unique("receivables_charge_part_key").on(t.chargeId, t.splitRule, t.installmentNumber).nullsNotDistinct(),
    index("receivables_owner_idx").on(t.merchantId, t.settlementDate),
    index("receivables_due_idx")
      .on(t.settlementDate)
      .where(sql`status = 'pending'`),
    index("receivables_charge_idx").on(t.chargeId),
  ],
);
