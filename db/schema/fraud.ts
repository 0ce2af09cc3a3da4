import { sql } from "drizzle-orm";
import { pgTable, uuid, text, timestamp, jsonb, integer, index, uniqueIndex } from "drizzle-orm/pg-core";
import { merchants } from "./merchants";

export const FRAUD_DECISIONS = ["approve", "review", "deny"] as const;
export type FraudDecision = (typeof FRAUD_DECISIONS)[number];

export interface FraudReason {
  code: string;
  points: number;
  detail: string;
}

/** What the SDK's `fraud.collect()` gathered in the buyer's browser (docs/api/fraud.md). */
export const fraudSessions = pgTable(
  "fraud_sessions",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    /** Random id the SDK keeps in the browser's storage. */
    deviceId: text("device_id").notNull(),
    userAgent: text("user_agent"),
    language: text("language"),
    screen: text("screen"),
    timeZone: text("time_zone"),
    timeZoneOffset: integer("time_zone_offset"),
    /** The buyer's address as the service saw the SDK's call. */
    clientIp: text("client_ip"),
    /** The country the address belongs to, when known (sandbox: a header or null). */
    ipCountry: text("ip_country"),
    chargeId: uuid("charge_id"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("fraud_sessions_merchant_created_idx").on(t.merchantId, t.createdAt)],
);

/** Per-merchant thresholds and velocity limits, set by an admin; defaults when a merchant has no row. */
export const fraudSettings = pgTable("fraud_settings", {
  merchantId: uuid("merchant_id")
    .primaryKey()
    .references(() => merchants.id),
  reviewScore: integer("review_score").notNull(),
  denyScore: integer("deny_score").notNull(),
  velocityWindowMinutes: integer("velocity_window_minutes").notNull(),
  cardVelocityLimit: integer("card_velocity_limit").notNull(),
  deviceVelocityLimit: integer("device_velocity_limit").notNull(),
  ipVelocityLimit: integer("ip_velocity_limit").notNull(),
  emailVelocityLimit: integer("email_velocity_limit").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
});

/**
 * The score of one card charge and the signals it was computed from, kept so that later charges can
 * count earlier ones (velocity). No card number: the card is its token's id (one token per card per merchant).
 */
export const fraudAssessments = pgTable(
  "fraud_assessments",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    chargeId: uuid("charge_id").notNull(),
    fraudSessionId: uuid("fraud_session_id"),
    cardTokenId: uuid("card_token_id"),
    deviceId: text("device_id"),
    clientIp: text("client_ip"),
    customerEmail: text("customer_email"),
    score: integer("score").notNull(),
    decision: text("decision", { enum: FRAUD_DECISIONS }).notNull(),
    reasons: jsonb("reasons").$type<FraudReason[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    uniqueIndex("fraud_assessments_charge_key").on(t.chargeId),
    index("fraud_assessments_card_idx").on(t.merchantId, t.cardTokenId, t.createdAt),
    index("fraud_assessments_device_idx")
      .on(t.merchantId, t.deviceId, t.createdAt)
      .where(sql`device_id is not null`),
    index("fraud_assessments_ip_idx")
      .on(t.merchantId, t.clientIp, t.createdAt)
      .where(sql`client_ip is not null`),
    index("fraud_assessments_email_idx")
      .on(t.merchantId, t.customerEmail, t.createdAt)
      .where(sql`customer_email is not null`),
  ],
);
