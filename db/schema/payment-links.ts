import { sql } from "drizzle-orm";
import { pgTable, uuid, text, timestamp, jsonb, integer, bigint, index, uniqueIndex, check } from "drizzle-orm/pg-core";
import type { PaymentMethod } from "../vocabularies";
import { bytea } from "./column-types";
import { merchants } from "./merchants";

/** An uploaded image as the checkout needs it: where it is stored and its size, so the page reserves its box. */
export interface StoredImageRef {
  key: string;
  contentType: "image/png" | "image/jpeg" | "image/webp";
  width: number;
  height: number;
  bytes: number;
}

export const paymentLinks = pgTable(
  "payment_links",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    title: text("title").notNull(),
    description: text("description"),
    /** Centavos; null means the buyer types the amount. */
    amount: bigint("amount", { mode: "number" }),
    currency: text("currency").notNull().default("BRL"),
    productType: text("product_type", { enum: ["physical", "digital"] }).notNull(),
    allowedPaymentMethods: jsonb("allowed_payment_methods").$type<PaymentMethod[]>().notNull(),
    maxInstallments: integer("max_installments"),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }),
    maxUses: integer("max_uses"),
    /** Successful (or in-flight) payments; moved only by the atomic conditional update in reserve-use.ts. */
    uses: integer("uses").notNull().default(0),
    status: text("status", { enum: ["active", "inactive"] })
      .notNull()
      .default("active"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    redirectUrl: text("redirect_url"),
    primaryColor: text("primary_color"),
    summaryPanelColor: text("summary_panel_color"),
    /** An external logo URL given by the merchant; an uploaded logo (logo_image) takes precedence. */
    merchantLogoUrl: text("merchant_logo_url"),
    logoImage: jsonb("logo_image").$type<StoredImageRef>(),
    coverImage: jsonb("cover_image").$type<StoredImageRef>(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_links_merchant_idx").on(t.merchantId, t.createdAt),
    // The counter can never pass the limit, whatever code path moves it.
    check(
      "payment_links_uses_within_limit",
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`,
    ),
  ],
);

/** The database implementation of the image store (server/payments/payment-links/storage). */
export const storedObjects = pgTable("stored_objects", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  body: bytea("body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * The hosted checkout's own public credential (`pkc_…`), one per merchant, made on demand: the page
 * tokenizes with it. It is not an API key: it is not listed with the merchant's keys, the merchant
 * cannot revoke or whitelist it, and it can do nothing but what the checkout page does
 * (server/payments/checkout-credentials). Until migration 0021 it was an API key of the merchant.
 */
export const checkoutPublicKeys = pgTable(
  "checkout_public_keys",
  {
    merchantId: uuid("merchant_id")
      .primaryKey()
      .references(() => merchants.id),
    publicKey: text("public_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("checkout_public_keys_public_key_key").on(t.publicKey)],
);

/**
 * A use of a link held by a payment still in progress (an Apple Pay charge waiting in the secure
 * checkout). If that charge ends failed or canceled, the release job gives the use back, once.
 */
export const paymentLinkHolds = pgTable(
  "payment_link_holds",
  {
    chargeId: uuid("charge_id").primaryKey(),
    paymentLinkId: uuid("payment_link_id")
      .notNull()
      .references(() => paymentLinks.id),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    releasedAt: timestamp("released_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("payment_link_holds_open_idx")
      .on(t.createdAt)
      .where(sql`released_at is null`),
  ],
);
