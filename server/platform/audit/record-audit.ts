import { auditEvents } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { newId } from "@/server/platform/ids";
import type { AuditAction, AuditTargetType } from "@/server/universal/audit-action-names";

export interface AuditEntry {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId?: string | null;
  merchantId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

// A summary names what changed; credentials never belong in it, whatever a caller passes.
const SECRET_KEY = /secret|password|hash|token|totp|recovery|authorization|cookie|cvv|card_number/i;
const SECRET_VALUE = /\b(sk_|whsec_)[A-Za-z0-9_+/=-]+/g;

/** A summary without secrets: secret-named fields dropped, secret-looking strings masked, depth bounded. */
export function auditSummary(value: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!value) return null;
  const clean = (v: unknown, depth: number): unknown => {
    if (typeof v === "string") return v.replace(SECRET_VALUE, "$1[redacted]").slice(0, 500);
    if (v instanceof Date) return v.toISOString();
    if (Array.isArray(v)) return depth > 3 ? "[…]" : v.slice(0, 50).map((x) => clean(x, depth + 1));
    if (v && typeof v === "object") {
      if (depth > 3) return "[…]";
      return Object.fromEntries(
        Object.entries(v)
          .filter(([k, x]) => !SECRET_KEY.test(k) && x !== undefined)
          .map(([k, x]) => [k, clean(x, depth + 1)]),
      );
    }
    return v;
  };
  return clean(value, 0) as Record<string, unknown>;
}

/** Who did it, as the log names it: the dashboard user, the platform key, the operator's CLI or a job. */
export function auditActor(ctx: Ctx): {
  actorType: "user" | "api_key" | "cli" | "job";
  actorId: string | null;
  actorRole: "admin" | "merchant";
} {
  const a = ctx.actor;
  const actorRole = a.role === "admin" ? "admin" : "merchant";
  if ("userId" in a && a.userId) return { actorType: "user", actorId: a.userId, actorRole };
  if ("apiKeyId" in a && a.apiKeyId) return { actorType: "api_key", actorId: a.apiKeyId, actorRole };
  // The job runner names its requests `job:<name>:<start>` (server/registries/jobs/runner.ts); the CLI `cli:<command>`.
  return { actorType: ctx.requestId.startsWith("job:") ? "job" : "cli", actorId: null, actorRole };
}

/**
 * Appends one event. Call it with the ctx of the change's transaction, so that the change and its
 * record commit or roll back together (the outbox rule, STYLE.md 8).
 */
export async function recordAudit(ctx: Ctx, entry: AuditEntry): Promise<void> {
  const db = await executor(ctx);
  await db.insert(auditEvents).values({
    id: newId(),
    ...auditActor(ctx),
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    merchantId: entry.merchantId ?? null,
    before: auditSummary(entry.before),
    after: auditSummary(entry.after),
    requestId: ctx.requestId,
    ip: ctx.clientIp ?? null,
    createdAt: ctx.now(),
  });
}
