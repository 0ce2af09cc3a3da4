import { sql } from "drizzle-orm";
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
} from "drizzle-orm/pg-core";
import { merchants } from "./merchants";

/** EMV 3DS transStatus values (docs/api/three-ds.md). */
export const THREE_DS_TRANS_STATUSES = ["Y", "A", "C", "N", "R", "U"] as const;
export type ThreeDsTransStatus = (typeof THREE_DS_TRANS_STATUSES)[number];

/** The browser data EMV 3DS asks for, as the SDK collected it (snake_case, as on the wire). */
export interface ThreeDsBrowser {
  accept_header: string;
  language: string;
  color_depth: number;
  screen_height: number;
  screen_width: number;
  time_zone_offset: number;
  user_agent: string;
  java_enabled: boolean;
  javascript_enabled: boolean;
  ip?: string;
}

/**
 * One cardholder authentication. Holds no card number: the token's id, brand and last four only.
 * Single use: `charge_id` is set once, by the charge that consumed it, with a conditional update.
 */
export const threeDsAuthentications = pgTable(
  "three_ds_authentications",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    /** The card token's id (the tokens module owns that table: no foreign key across modules). */
    cardTokenId: uuid("card_token_id").notNull(),
    cardBrand: text("card_brand").notNull(),
    cardLastFour: text("card_last_four").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    transStatus: text("trans_status", { enum: THREE_DS_TRANS_STATUSES }).notNull(),
    /** Why the status is N/R/U (EMV transStatusReason), or why a challenge ended. */
    statusReason: text("status_reason"),
    eci: text("eci"),
    /** The issuer's cryptogram (CAVV/AAV), base64; only for Y and A. */
    authenticationValue: text("authentication_value"),
    liabilityShift: boolean("liability_shift").notNull().default(false),
    messageVersion: text("message_version").notNull(),
    dsTransId: text("ds_trans_id").notNull(),
    acsTransId: text("acs_trans_id"),
    /** The directory server that answered (`sandbox` here), so a real one can live beside it. */
    provider: text("provider").notNull(),
    browser: jsonb("browser").$type<ThreeDsBrowser>().notNull(),
    /** The capability in challenge_url (random, unguessable); null once no challenge is pending. */
    challengeToken: text("challenge_token"),
    /** Sandbox ACS only: the one-time code it "sent" to the cardholder, shown on its challenge page. */
    challengeCode: text("challenge_code"),
    challengeAttempts: integer("challenge_attempts").notNull().default(0),
    /** The origin of the page that started the authentication: the only one allowed to frame the challenge. */
    challengeOrigin: text("challenge_origin"),
    chargeId: uuid("charge_id"),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    index("three_ds_authentications_merchant_created_idx").on(t.merchantId, t.createdAt, t.id),
    uniqueIndex("three_ds_authentications_challenge_token_key")
      .on(t.challengeToken)
      .where(sql`challenge_token is not null`),
    uniqueIndex("three_ds_authentications_charge_key")
      .on(t.chargeId)
      .where(sql`charge_id is not null`),
  ],
);
