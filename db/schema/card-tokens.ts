import { pgTable, uuid, text, timestamp, uniqueIndex, index } from "drizzle-orm/pg-core";
import { merchants } from "./merchants";

/**
 * Tokenized cards. The number, holder name and expiry exist only inside `ciphertext`
 * (AES-256-GCM, the row id as associated data); the CVV is never stored anywhere.
 */
export const cardTokens = pgTable(
  "card_tokens",
  {
    id: uuid("id").primaryKey(),
    /** The opaque token handed out (`tok_…`), used as payment_details.token. */
    token: text("token").notNull(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    /** HMAC-SHA-256 of the full number under the fingerprint key; null on legacy tokens. */
    fingerprint: text("fingerprint"),
    brand: text("brand").notNull(),
    firstSix: text("first_six").notNull(),
    lastFour: text("last_four").notNull(),
    expirationMonth: text("expiration_month").notNull(),
    expirationYear: text("expiration_year").notNull(),
    /** Id of the encryption key, so that keys can rotate. */
    keyId: text("key_id").notNull(),
    /** base64 of the 96-bit IV. */
    iv: text("iv").notNull(),
    /** base64 of ciphertext followed by the 128-bit GCM tag. */
    ciphertext: text("ciphertext").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("card_tokens_token_key").on(t.token),
    // One token per card per merchant, even under concurrent requests (NULL fingerprints never clash).
    uniqueIndex("card_tokens_merchant_fingerprint_key").on(t.merchantId, t.fingerprint),
    // The legacy fallback match: BIN + last four + expiry.
    index("card_tokens_legacy_match_idx").on(t.merchantId, t.firstSix, t.lastFour, t.expirationYear, t.expirationMonth),
    index("card_tokens_key_id_idx").on(t.keyId),
  ],
);
