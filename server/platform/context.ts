import { getDb, getReadDb, type Executor } from "@/server/platform/db";
import { PermissionError } from "@/server/platform/errors";

/** Who is calling. A platform key or an admin user acts as admin. */
export type Actor =
  | {
      role: "merchant";
      merchantId: string;
      via: "api_key" | "session" | "cli";
      apiKeyId?: string;
      userId?: string;
      /** A dashboard session's sign-in instant: with userId it names the session (its step-up is kept there). */
      sessionSignedInAt?: number;
    }
  | {
      role: "admin";
      via: "api_key" | "session" | "cli";
      apiKeyId?: string;
      userId?: string;
      sessionSignedInAt?: number;
      /** The merchant an admin has switched to in the dashboard, if any. */
      actingMerchantId?: string;
    }
  /** A buyer or browser SDK call authenticated by a public key alone (tokenize, checkout). */
  | { role: "public"; merchantId: string; via: "public_key" | "checkout"; apiKeyId?: string }
  /** A buyer on a hosted page before its capability (a link or a charge id) has named a merchant: reaches nothing. */
  | { role: "buyer"; via: "checkout" }
  /**
   * A caller not yet known: the lookups that find out who it is (an API key, a session, a sign-in)
   * run as it. Like a buyer it reaches no merchant's rows through the tenant rule.
   */
  | { role: "anonymous" };

export interface Ctx {
  actor: Actor;
  requestId: string;
  /** The clock: tests and the CLI set it. */
  now: () => Date;
  /** An open transaction that nested verbs reuse. */
  tx?: Executor;
  /**
   * `replica`: the reads of this call tolerate staleness (a dashboard list, a summary, an export) and may go
   * to a replica; set by the transport for the routes that say so, unless the caller wrote a moment ago
   * (OPERATIONS.md, "Read replicas"). A transaction always runs on the primary.
   */
  reads?: "replica";
  clientIp?: string;
}

export function systemCtx(opts: { now?: () => Date; requestId?: string } = {}): Ctx {
  return {
    actor: { role: "admin", via: "cli" },
    requestId: opts.requestId ?? "system",
    now: opts.now ?? (() => new Date()),
  };
}

/** The Ctx of the lookups that authenticate a caller (ARCHITECTURE.md, "One way in"). */
export function anonymousCtx(opts: { requestId?: string; now?: () => Date; clientIp?: string } = {}): Ctx {
  return {
    actor: { role: "anonymous" },
    requestId: opts.requestId ?? "anonymous",
    now: opts.now ?? (() => new Date()),
    clientIp: opts.clientIp,
  };
}

/** The executor of ctx: its transaction if one is open, else the database (a replica when ctx.reads allows). */
export async function executor(ctx: Ctx): Promise<Executor> {
  if (ctx.tx) return ctx.tx;
  return ctx.reads === "replica" ? getReadDb() : getDb();
}

/** Runs fn in the transaction of ctx, opening one if none is open. */
export async function inTransaction<T>(ctx: Ctx, fn: (ctx: Ctx & { tx: Executor }) => Promise<T>): Promise<T> {
  if (ctx.tx) return fn(ctx as Ctx & { tx: Executor });
  const db = await getDb();
  return db.transaction((tx) => fn({ ...ctx, tx }));
}

export function isAdmin(ctx: Ctx): boolean {
  return ctx.actor.role === "admin";
}

/**
 * The one admin-only check of the verbs (the transport's `adminOnly` says the same before a verb runs).
 * `doing` names the operation for the message: "Only an admin can change pricing."
 */
export function requireAdmin(ctx: Ctx, doing?: string): void {
  if (isAdmin(ctx)) return;
  throw new PermissionError(doing ? `Only an admin can ${doing}.` : ADMIN_ONLY_MESSAGE, "admin_only");
}

export const ADMIN_ONLY_MESSAGE = "This operation is for admins only.";
