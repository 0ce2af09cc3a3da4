import { pgTable, uuid, text, timestamp, uniqueIndex, index } from "drizzle-orm/pg-core";
import { merchants } from "./merchants";
import { paymentLinks } from "./payment-links";
import { cardTokens } from "./card-tokens";

/**
 * Card tokens of the hosted checkout (server/checkout-tokens/): made by tokenizing on a payment-link
 * page, bound to that link and to the page's checkout session, usable once and for a few minutes
 * only. The card itself is in the merchant's vault (`card_tokens`, never overwritten from here); the
 * name and expiry the buyer typed are sealed in this row (AES-256-GCM with the card key, the row id as
 * associated data), so the charge uses what the buyer typed. Purged after expiry.
 */
export const checkoutCardTokens = pgTable(
  "checkout_card_tokens",
  {
    id: uuid("id").primaryKey(),
    /** The token handed to the page (`ctok_…`). */
    token: text("token").notNull(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    paymentLinkId: uuid("payment_link_id")
      .notNull()
      .references(() => paymentLinks.id),
    /** SHA-256 of the checkout session the page was given: the charge call must present the same session. */
    sessionHash: text("session_hash").notNull(),
    cardTokenId: uuid("card_token_id")
      .notNull()
      .references(() => cardTokens.id),
    keyId: text("key_id").notNull(),
    iv: text("iv").notNull(),
    ciphertext: text("ciphertext").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Set once, by the charge that used it; a used token is refused. */
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("checkout_card_tokens_token_key").on(t.token),
    index("checkout_card_tokens_merchant_idx").on(t.merchantId, t.createdAt),
    index("checkout_card_tokens_expires_idx").on(t.expiresAt),
  ],
);
