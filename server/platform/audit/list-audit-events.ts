import { and, count, desc, eq, gte, lt, lte, type SQL } from "drizzle-orm";
import { auditEvents, users } from "@/db/schema";
import { executor, type Ctx, requireAdmin } from "@/server/platform/context";
import { pageOf } from "@/server/platform/lists/pagination";
import type { AuditAction, AuditTargetType } from "@/server/universal/audit-action-names";
import type { AuditEventView, ListAuditEventsInput } from "./schemas";

/** `2026-05-01` is that whole UTC day; a full instant is itself. `end` moves a date to the next day. */
function bound(value: string, end: boolean): Date {
  if (value.length > 10) return new Date(value);
  const d = new Date(`${value}T00:00:00.000Z`);
  return end ? new Date(d.getTime() + 86_400_000) : d;
}

/**
 * The audit log, newest first. Admins only: it tells what the platform did to merchants, and a
 * merchant's view of it would name admins and other merchants' relations. It is the platform's own
 * record, so the merchant an admin switched to in the dashboard does not narrow it (settlement runs
 * concern no single merchant); `merchant_id` does.
 */
export async function listAuditEvents({ ctx, input }: { ctx: Ctx; input: ListAuditEventsInput }) {
  requireAdmin(ctx);
  const db = await executor(ctx);
  const filters: Array<SQL | undefined> = [
    input.merchant_id ? eq(auditEvents.merchantId, input.merchant_id) : undefined,
    input.action ? eq(auditEvents.action, input.action) : undefined,
    input.target_type ? eq(auditEvents.targetType, input.target_type) : undefined,
    input.target_id ? eq(auditEvents.targetId, input.target_id) : undefined,
    input.actor_id ? eq(auditEvents.actorId, input.actor_id) : undefined,
    input.date_from ? gte(auditEvents.createdAt, bound(input.date_from, false)) : undefined,
    input.date_to
      ? input.date_to.length > 10
        ? lte(auditEvents.createdAt, new Date(input.date_to))
        : lt(auditEvents.createdAt, bound(input.date_to, true))
      : undefined,
  ];
  const where = and(...filters);
  return pageOf(input, {
    rows: (limit, offset) =>
      db
        .select({ event: auditEvents, email: users.email })
        .from(auditEvents)
        .leftJoin(users, eq(users.id, auditEvents.actorId))
        .where(where)
        .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
        .limit(limit)
        .offset(offset),
    total: async () => (await db.select({ total: count() }).from(auditEvents).where(where))[0].total,
    present: (rows) => rows.map(({ event, email }) => presentAuditEvent(event, email)),
  });
}

export function presentAuditEvent(e: typeof auditEvents.$inferSelect, email: string | null): AuditEventView {
  return {
    object: "audit_event",
    id: e.id,
    action: e.action as AuditAction,
    actor: { type: e.actorType, id: e.actorId, role: e.actorRole, email: e.actorType === "user" ? email : null },
    target: { type: e.targetType as AuditTargetType, id: e.targetId },
    merchant_id: e.merchantId,
    before: e.before ?? null,
    after: e.after ?? null,
    request_id: e.requestId,
    ip: e.ip,
    created_at: e.createdAt.toISOString(),
  };
}
