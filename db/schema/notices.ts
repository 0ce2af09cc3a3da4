import { sql } from "drizzle-orm";
import { pgTable, uuid, text, timestamp, jsonb, integer, index } from "drizzle-orm/pg-core";
import { MAIL_STATUSES, NOTICE_KINDS } from "../vocabularies";
import { merchants, users } from "./merchants";

/**
 * In-app notices to a merchant's dashboard users: one row per user, so each user marks its own as read.
 * `data` is what the notice says, masked as the API shows it (a changed payout destination, say); the
 * dashboard words it in the user's language from `kind`.
 */
export const merchantNotices = pgTable(
  "merchant_notices",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind", { enum: NOTICE_KINDS }).notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    readAt: timestamp("read_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("merchant_notices_user_idx").on(t.merchantId, t.userId, t.createdAt)],
);

/**
 * The mail outbox: a message is inserted in the transaction of the change it tells of, so a crash cannot
 * lose it; the mail job sends it through the mail adapter (server/delivery/mail) and marks it `sent`.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey(),
    /** The merchant the message is about (null for the platform's own mail). */
    merchantId: uuid("merchant_id").references(() => merchants.id),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index("mail_outbox_merchant_idx").on(t.merchantId, t.createdAt),
  ],
);
