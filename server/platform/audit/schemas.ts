import { z } from "zod";
import { pageQuery, queryDate } from "@/server/platform/lists/pagination";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "@/server/universal/audit-action-names";

export const listAuditEventsQuery = z
  .strictObject({
    ...pageQuery,
    merchant_id: z.uuid().optional().meta({ description: "Events about this merchant." }),
    action: z
      .enum(AUDIT_ACTIONS)
      .optional()
      .meta({ description: "One action, e.g. `merchant.suspended` or `settlement.run`." }),
    target_type: z.enum(AUDIT_TARGET_TYPES).optional(),
    target_id: z.string().min(1).max(100).optional().meta({ description: "The changed object's id." }),
    actor_id: z.uuid().optional().meta({ description: "The admin user or platform key that acted." }),
    date_from: queryDate.optional().meta({ description: "From this date or instant (inclusive; dates are UTC)." }),
    date_to: queryDate.optional().meta({ description: "Up to this date (inclusive) or instant (UTC)." }),
  })
  .meta({ id: "ListAuditEventsQuery" });

export type ListAuditEventsInput = z.output<typeof listAuditEventsQuery>;

export const auditEventSchema = z
  .object({
    object: z.literal("audit_event"),
    id: z.uuid(),
    action: z.enum(AUDIT_ACTIONS),
    actor: z.object({
      type: z.enum(["user", "api_key", "cli", "job"]).meta({
        description: "`user` (dashboard), `api_key` (platform key), `cli` (operator command) or `job` (scheduled).",
      }),
      id: z.uuid().nullable(),
      role: z.enum(["admin", "merchant"]),
      email: z.string().nullable().meta({ description: "The user's e-mail, when the actor is a user." }),
    }),
    target: z.object({ type: z.enum(AUDIT_TARGET_TYPES), id: z.string().nullable() }),
    merchant_id: z.uuid().nullable(),
    before: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: "The changed fields before the action (never a secret)." }),
    after: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: "The changed fields after the action, or the action's result (never a secret)." }),
    request_id: z.string(),
    ip: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "AuditEvent" });

export type AuditEventView = z.infer<typeof auditEventSchema>;
