import { pgTable, text, integer, timestamp, primaryKey, index } from "drizzle-orm/pg-core";

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /**
     * The merchant id; `platform:key:<id>` / `platform:user:<id>` for each admin key or user;
     * `checkout:<path>` for a buyer on a hosted page.
     */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of method, path and body: the same key with another request is a conflict. */
    requestHash: text("request_hash").notNull(),
    state: text("state", { enum: ["in_flight", "done"] }).notNull(),
    responseStatus: integer("response_status"),
    /** The first answer's body, sealed with the secrets key (server/delivery/webhooks/secret-box.ts). */
    responseBody: text("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("idempotency_created_idx").on(t.createdAt)],
);
