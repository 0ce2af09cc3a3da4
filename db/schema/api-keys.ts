import { pgTable, uuid, text, timestamp, jsonb, uniqueIndex, index } from "drizzle-orm/pg-core";
import { merchants } from "./merchants";

export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey(),
    /** Null: a platform key, which acts as admin. */
    merchantId: uuid("merchant_id").references(() => merchants.id),
    name: text("name").notNull(),
    publicKey: text("public_key").notNull(),
    /** SHA-256 of the secret key; the secret itself is shown once and never stored. */
    secretHash: text("secret_hash").notNull(),
    secretLastFour: text("secret_last_four").notNull(),
    status: text("status", { enum: ["active", "inactive"] })
      .notNull()
      .default("active"),
    /**
     * Who made the key inactive: a key an admin disabled stays so until an admin re-activates it
     * (server/accounts/api-keys/update-api-key.ts). Null while active.
     */
    disabledBy: text("disabled_by", { enum: ["merchant", "admin"] }),
    /** IPs or CIDR ranges, IPv4 or IPv6; empty means any address. */
    ipWhitelist: jsonb("ip_whitelist").$type<string[]>().notNull().default([]),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("api_keys_public_key_key").on(t.publicKey), index("api_keys_merchant_idx").on(t.merchantId)],
);
