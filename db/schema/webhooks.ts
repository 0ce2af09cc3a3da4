import { sql } from "drizzle-orm";
import { pgTable, uuid, text, timestamp, jsonb, integer, boolean, index, uniqueIndex } from "drizzle-orm/pg-core";
import { API_VERSIONS, WEBHOOK_FAILURE_CODES, type WebhookFailureParams } from "../vocabularies";
import { merchants } from "./merchants";

/** A merchant's webhook (postback) endpoint. */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    url: text("url").notNull(),
    description: text("description"),
    /** Event names, or `["*"]` for every event. */
    events: jsonb("events").$type<string[]>().notNull(),
    /** A disabled endpoint gets no new deliveries, and its pending ones wait until it is enabled again. */
    active: boolean("active").notNull().default(true),
    /**
     * The API version its payloads are rendered in (docs/api/versioning.md): the current one at creation,
     * changed by the merchant. The default is the first version, for the rows made before versions existed.
     */
    apiVersion: text("api_version", { enum: API_VERSIONS }).notNull().default("2026-11-26"),
    /** The `whsec_…` signing secret, AES-256-GCM encrypted (server/delivery/webhooks/secret-box.ts). */
    secretCiphertext: text("secret_ciphertext").notNull(),
    secretLastFour: text("secret_last_four").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Deleted endpoints are kept so that their delivery logs still name them. */
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("webhook_endpoints_merchant_idx").on(t.merchantId, t.createdAt)],
);

export const deliveryStatuses = ["pending", "success", "failed", "exhausted"] as const;

/** One event to one endpoint: the queue of the dispatcher and the delivery log at once. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id").notNull(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id),
    /** The outbox event's id (the payload's `id`); test events have no outbox row. */
    eventId: uuid("event_id").notNull(),
    eventName: text("event_name").notNull(),
    /** The exact request body, built once: every attempt sends the same bytes. */
    payload: text("payload").notNull(),
    status: text("status", { enum: deliveryStatuses }).notNull().default("pending"),
    /** Attempts made so far (automatic and manual). */
    attempt: integer("attempt").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    /** When the next automatic attempt is due; null when none will be made. */
    nextRetryAt: timestamp("next_retry_at", { withTimezone: true, mode: "date" }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true, mode: "date" }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }),
    // The last attempt's request and response; every attempt is also in webhook_delivery_attempts.
    requestUrl: text("request_url"),
    requestHeaders: jsonb("request_headers").$type<Record<string, string>>(),
    responseStatusCode: integer("response_status_code"),
    responseBody: text("response_body"),
    errorMessage: text("error_message"),
    /** Why the last attempt failed, as a code and its parameters: what a screen translates. */
    errorCode: text("error_code", { enum: WEBHOOK_FAILURE_CODES }),
    errorParams: jsonb("error_params").$type<WebhookFailureParams>(),
    durationMs: integer("duration_ms"),
    /** A claim by one dispatcher; another may take the row once the lease has expired (a crash). */
    leaseToken: uuid("lease_token"),
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_event_endpoint_key").on(t.eventId, t.endpointId),
    index("webhook_deliveries_due_idx")
      .on(t.nextRetryAt)
      .where(sql`status in ('pending', 'failed')`),
    index("webhook_deliveries_merchant_idx").on(t.merchantId, t.createdAt),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId),
    // The claim takes each endpoint's oldest due deliveries (up to its per-endpoint cap) by an
    // ordered scan of this index, so a claim costs O(endpoints), not O(due deliveries).
    index("webhook_deliveries_endpoint_due_idx")
      .on(t.endpointId, t.nextRetryAt, t.id)
      .where(sql`status in ('pending', 'failed')`),
    // The dispatcher counts each endpoint's requests in flight (unexpired leases) on every claim.
    index("webhook_deliveries_leased_idx")
      .on(t.endpointId, t.leaseExpiresAt)
      .where(sql`lease_token is not null`),
  ],
);

/** Every request sent for a delivery, in order. */
export const webhookDeliveryAttempts = pgTable(
  "webhook_delivery_attempts",
  {
    id: uuid("id").primaryKey(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id),
    merchantId: uuid("merchant_id").notNull(),
    attempt: integer("attempt").notNull(),
    /** `automatic` (the schedule), `manual` (resend) or `test` (send test event). */
    trigger: text("trigger", { enum: ["automatic", "manual", "test"] }).notNull(),
    succeeded: boolean("succeeded").notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true, mode: "date" }).notNull(),
    durationMs: integer("duration_ms").notNull(),
    requestUrl: text("request_url").notNull(),
    requestHeaders: jsonb("request_headers").$type<Record<string, string>>().notNull(),
    responseStatusCode: integer("response_status_code"),
    responseBody: text("response_body"),
    errorMessage: text("error_message"),
    errorCode: text("error_code", { enum: WEBHOOK_FAILURE_CODES }),
    errorParams: jsonb("error_params").$type<WebhookFailureParams>(),
    /** The delivery's status and next attempt right after this attempt. */
    statusAfter: text("status_after", { enum: deliveryStatuses }).notNull(),
    nextRetryAt: timestamp("next_retry_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("webhook_delivery_attempts_delivery_attempt_key").on(t.deliveryId, t.attempt)],
);
