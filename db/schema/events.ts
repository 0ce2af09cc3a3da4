import { sql } from "drizzle-orm";
import { pgTable, uuid, text, timestamp, jsonb, index } from "drizzle-orm/pg-core";
import type { ApiVersion } from "../vocabularies";

/**
 * The outbox: every state change inserts its event here in the same transaction as the change.
 * The webhook dispatcher fans events out into deliveries.
 */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id"),
    name: text("name").notNull(),
    /**
     * A snapshot of the object as the live API view rendered it at the change. Webhook payloads are rendered
     * from it by the endpoint's version (server/platform/events/payloads, docs/api/versioning.md).
     */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    /**
     * The webhook body in `payload_version` (the current API version when the event was recorded), rendered from
     * the object the change held, so that the dispatcher copies it to the deliveries of endpoints pinned to that
     * version without reading `data` back (server/platform/events/payloads, docs/api/versioning.md). Cleared
     * once the event is fanned out; null for events recorded before it existed (their bodies are rendered then).
     */
    payload: text("payload"),
    payloadVersion: text("payload_version").$type<ApiVersion>(),
    /** Set once the dispatcher has made this event's deliveries. */
    fannedOutAt: timestamp("fanned_out_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("events_pending_idx")
      .on(t.createdAt)
      .where(sql`fanned_out_at is null`),
    index("events_merchant_idx").on(t.merchantId, t.createdAt),
  ],
);
