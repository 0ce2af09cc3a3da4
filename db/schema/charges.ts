import { sql, type SQL } from "drizzle-orm";
import {
  pgTable,
  uuid,
  text,
  timestamp,
  jsonb,
  integer,
  bigint,
  boolean,
  index,
  uniqueIndex,
  customType,
} from "drizzle-orm/pg-core";
import type { ChargeFailureCode, PaymentMethod } from "../vocabularies";
import { merchants } from "./merchants";
import { FRAUD_DECISIONS, type FraudReason } from "./fraud";

export const CHARGE_STATUSES = [
  "pending",
  "processing",
  "authorized",
  "captured",
  "partially_refunded",
  "refunded",
  "failed",
  "canceled",
] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];
export const PRODUCT_TYPES = ["physical", "digital"] as const;

export interface ChargeItem {
  name: string;
  quantity: number;
  unit_price: number;
  tangible: boolean;
}

export interface SplitRule {
  merchant_id: string;
  amount?: number;
  percentage?: number;
  liable: boolean;
  charge_processing_fee: boolean;
}

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const charges = pgTable(
  "charges",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    status: text("status", { enum: CHARGE_STATUSES }).notNull(),
    /** The amount asked for (and authorized), in centavos. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** At most `amount`; set once by capture. */
    capturedAmount: bigint("captured_amount", { mode: "number" }).notNull().default(0),
    /** Never above captured_amount: every refund raises it with a conditional update. */
    refundedAmount: bigint("refunded_amount", { mode: "number" }).notNull().default(0),
    currency: text("currency").notNull(),
    paymentMethod: text("payment_method").$type<PaymentMethod>().notNull(),
    productType: text("product_type", { enum: PRODUCT_TYPES }),
    installments: integer("installments").notNull().default(1),
    /** The `capture` flag of the create request: false means authorize only. */
    captureRequested: boolean("capture_requested").notNull().default(true),
    customerName: text("customer_name"),
    customerEmail: text("customer_email"),
    /** Digits only (CPF 11, CNPJ 14). */
    customerTaxId: text("customer_tax_id"),
    customerPhone: text("customer_phone"),
    customerType: text("customer_type", { enum: ["individual", "company"] }),
    items: jsonb("items").$type<ChargeItem[]>().notNull().default([]),
    split: jsonb("split").$type<{ rules: SplitRule[] }>(),
    /** The card token's id (tokens belong to the tokenization module: no foreign key across modules). */
    cardTokenId: uuid("card_token_id"),
    cardBrand: text("card_brand"),
    cardFirstSix: text("card_first_six"),
    cardLastFour: text("card_last_four"),
    cardHolderName: text("card_holder_name"),
    returnUrl: text("return_url"),
    /** Plain uuid: the payment-links module owns that table. */
    paymentLinkId: uuid("payment_link_id"),
    acquirerReference: text("acquirer_reference"),
    /**
     * The acquirer operation in flight that will change this charge's status (docs/api/acquirer-operations.md):
     * the authorization of a `processing` charge (this id is its idempotency key), or a capture or void
     * (an acquirer_operations row). Set by the intent, cleared when the answer is recorded; while set,
     * no other capture, void or authorization can start.
     */
    pendingOperationId: uuid("pending_operation_id"),
    /** Refunds asked of the acquirer and not yet answered: reserved, so concurrent refunds never pass captured_amount. */
    refundPendingAmount: bigint("refund_pending_amount", { mode: "number" }).notNull().default(0),
    authorizationCode: text("authorization_code"),
    failureCode: text("failure_code").$type<ChargeFailureCode>(),
    failureMessage: text("failure_message"),
    /** The 3-D Secure authentication the charge consumed, and its result (docs/api/three-ds.md). */
    threeDsAuthenticationId: uuid("three_ds_authentication_id"),
    threeDsTransStatus: text("three_ds_trans_status"),
    threeDsEci: text("three_ds_eci"),
    threeDsLiabilityShift: boolean("three_ds_liability_shift"),
    /** Fraud analysis of a card charge (docs/api/fraud.md): 0–100, the decision and its named reasons. */
    fraudScore: integer("fraud_score"),
    fraudDecision: text("fraud_decision", { enum: FRAUD_DECISIONS }),
    fraudReasons: jsonb("fraud_reasons").$type<FraudReason[]>(),
    /** `pending` while a charge held for review waits for the merchant; then `approved` or `rejected`. */
    fraudReviewStatus: text("fraud_review_status", { enum: ["pending", "approved", "rejected"] }),
    /**
     * A Pix charge (docs/api/pix.md): its txid at the PSP (ours, 32 letters and digits), the BR Code and its
     * QR image, when the PSP stops accepting it, and the end-to-end id of the Pix that paid it.
     */
    pixTxid: text("pix_txid"),
    pixQrCode: text("pix_qr_code"),
    pixQrCodeImage: text("pix_qr_code_image"),
    pixExpiresAt: timestamp("pix_expires_at", { withTimezone: true, mode: "date" }),
    pixEndToEndId: text("pix_end_to_end_id"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
    authorizedAt: timestamp("authorized_at", { withTimezone: true, mode: "date" }),
    capturedAt: timestamp("captured_at", { withTimezone: true, mode: "date" }),
    failedAt: timestamp("failed_at", { withTimezone: true, mode: "date" }),
    canceledAt: timestamp("canceled_at", { withTimezone: true, mode: "date" }),
    /**
     * Word-prefix search over customer name, email and tax id. Full-text search is core PostgreSQL
     * (PGlite has it too, unlike pg_trgm), and a GIN index keeps it fast on millions of rows.
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple'::regconfig, coalesce(customer_name, '') || ' ' || coalesce(customer_email, '') || ' ' || coalesce(customer_tax_id, ''))`,
    ),
    /**
     * The words of the customer's name, each prefixed with the merchant's id (charge_merchant_lexemes,
     * migration 0018): a merchant's search looks its words up among its own charges only, and tests a
     * row with a plain `@@` on this stored value. E-mails and tax ids have btrees of their own.
     */
    merchantTerms: tsvector("merchant_terms").generatedAlwaysAs(
      (): SQL =>
        sql`charge_merchant_lexemes(merchant_id, to_tsvector('simple'::regconfig, coalesce(customer_name, '')))`,
    ),
  },
  (t) => [
    // Lists are newest first (`order by created_at desc, id desc`), per merchant or across all (admins).
    // The columns are ascending on purpose: a backward scan gives exactly DESC NULLS FIRST, the
    // order the query asks for; a `DESC NULLS LAST` index would not match it and the planner sorts.
    index("charges_merchant_created_idx").on(t.merchantId, t.createdAt, t.id),
    index("charges_created_idx").on(t.createdAt, t.id),
    index("charges_merchant_status_created_idx").on(t.merchantId, t.status, t.createdAt, t.id),
    // A list by method and status ("Pix awaiting payment") walks exactly its rows: on the status index alone
    // it tested the method row by row, and a merchant's few pending Pix charges sat among all its other pending
    // ones, read to the last when fewer than a page matched (BENCHMARKS.md, "Issue 30, item 3").
    index("charges_merchant_method_status_created_idx").on(t.merchantId, t.paymentMethod, t.status, t.createdAt, t.id),
    index("charges_merchant_captured_idx")
      .on(t.merchantId, t.capturedAt)
      .where(sql`captured_at is not null`),
    index("charges_payment_link_idx")
      .on(t.paymentLinkId, t.createdAt, t.id)
      .where(sql`payment_link_id is not null`),
    // Migration 0043 adds INCLUDE (customer_email), which drizzle cannot express: a search's e-mail matches are then
    // counted from the index alone (server/payments/charges/list-charges.ts).
    index("charges_merchant_email_idx").on(t.merchantId, sql`lower(customer_email) text_pattern_ops`),
    index("charges_search_idx").using("gin", t.searchVector),
    index("charges_merchant_terms_idx").using("gin", t.merchantTerms),
    index("charges_merchant_tax_id_idx")
      .on(t.merchantId, sql`customer_tax_id text_pattern_ops`)
      .where(sql`customer_tax_id is not null`),
    // The review queue: the few charges held by fraud analysis.
    index("charges_fraud_review_idx")
      .on(t.merchantId, t.createdAt)
      .where(sql`fraud_review_status = 'pending'`),
    // The few charges with a refund awaiting the acquirer: settlement and anticipation pass their receivables by
    // (server/money/receivables/refund-in-flight.ts), and the anti-join reads this instead of the table.
    index("charges_refund_in_flight_idx")
      .on(t.id)
      .where(sql`refund_pending_amount > 0`),
    // The stale-processing sweep reads only the few charges caught between acquirer call and answer.
    index("charges_processing_idx")
      .on(t.updatedAt)
      .where(sql`status = 'processing'`),
    // The Apple Pay expiry sweep reads only the pending Apple Pay charges (server/payments/charges/expire-pending-apple-pay.ts).
    index("charges_pending_apple_pay_idx")
      .on(t.createdAt)
      .where(sql`status = 'pending' and payment_method = 'apple_pay'`),
    // The PSP's webhook finds the charge by its txid; one charge per txid.
    uniqueIndex("charges_pix_txid_idx")
      .on(t.pixTxid)
      .where(sql`pix_txid is not null`),
    // The Pix reconciliation and expiry jobs read only the pending Pix charges.
    index("charges_pending_pix_idx")
      .on(t.pixExpiresAt)
      .where(sql`status = 'pending' and payment_method = 'pix'`),
  ],
);

export const chargeRefunds = pgTable(
  "charge_refunds",
  {
    id: uuid("id").primaryKey(),
    chargeId: uuid("charge_id")
      .notNull()
      .references(() => charges.id),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    amount: bigint("amount", { mode: "number" }).notNull(),
    reason: text("reason"),
    acquirerReference: text("acquirer_reference"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    index("charge_refunds_charge_idx").on(t.chargeId, t.createdAt),
    index("charge_refunds_merchant_created_idx").on(t.merchantId, t.createdAt),
  ],
);
