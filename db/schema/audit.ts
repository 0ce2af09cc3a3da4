import { sql } from "drizzle-orm";
import { pgTable, uuid, text, timestamp, jsonb, index } from "drizzle-orm/pg-core";

/**
 * What admins did (docs/api/audit.md): one row per admin action, written in the transaction of the
 * change. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration `audit_append_only`),
 * so not even the service's own code can rewrite history. `before`/`after` are short summaries of
 * the changed fields and never hold a secret.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey(),
    /** `user` (dashboard), `api_key` (platform key), `cli` (operator command) or `job` (scheduled work). */
    actorType: text("actor_type", { enum: ["user", "api_key", "cli", "job"] }).notNull(),
    /** The user's or key's id; null for the CLI and jobs. */
    actorId: uuid("actor_id"),
    actorRole: text("actor_role", { enum: ["admin", "merchant"] }).notNull(),
    /** `merchant.suspended`, `pricing.updated`, … (server/universal/audit-action-names.ts). */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    /** The merchant the action concerns, if one does (null for platform-wide actions such as settlement runs). */
    merchantId: uuid("merchant_id"),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    requestId: text("request_id").notNull(),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    index("audit_events_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("audit_events_merchant_idx").on(t.merchantId, t.createdAt.desc()),
    index("audit_events_action_idx").on(t.action, t.createdAt.desc()),
    index("audit_events_target_idx")
      .on(t.targetId)
      .where(sql`target_id is not null`),
  ],
);
