import { pgTable, uuid, text, timestamp, pgEnum, uniqueIndex, index, boolean } from "drizzle-orm/pg-core";

export const userRole = pgEnum("user_role", ["merchant", "admin"]);

export const merchants = pgTable("merchants", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  /** CPF (11 digits) or CNPJ (14 characters) without punctuation; shown to admins beside the name. */
  document: text("document"),
  status: text("status", { enum: ["active", "inactive"] })
    .notNull()
    .default("active"),
  /** Every dashboard user of this merchant must have TOTP: one without may only enrol (server/accounts/auth/session-status.ts). */
  requireTwoFactor: boolean("require_two_factor").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey(),
    /** Always stored lower case. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: userRole("role").notNull(),
    /** Set for role `merchant`, null for `admin`. */
    merchantId: uuid("merchant_id").references(() => merchants.id),
    /** `pt-BR` or `en`; null follows the browser. */
    locale: text("locale"),
    /** A `disabled` user cannot sign in, and its open sessions stop working (server/accounts/auth/session-status.ts). */
    status: text("status", { enum: ["active", "disabled"] })
      .notNull()
      .default("active"),
    /** Sessions signed in before this instant are refused: an admin revoked them (docs/api/authentication.md). */
    sessionsValidAfter: timestamp("sessions_valid_after", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), index("users_merchant_idx").on(t.merchantId)],
);
