import { eq } from "drizzle-orm";
import { merchants, users, userTotp } from "@/db/schema";
import { anonymousCtx, executor, type Ctx } from "@/server/platform/context";
import { ttlCache } from "@/server/platform/process/ttl-cache";
import { sessionIsLive } from "./dashboard-sessions";

/**
 * Whether a dashboard session may still act, re-checked on every page and every /v1 call made
 * with the session (docs/api/authentication.md, "Session checks"):
 * - `revoked`: the user was deleted or disabled, its merchant is inactive, its role changed, or an
 *   admin revoked its sessions after it signed in (`users.sessions_valid_after`), or this session
 *   signed out or sat idle past its limit (server/accounts/auth/dashboard-sessions.ts);
 * - `enrolment_required`: a user without TOTP who must have it, who may only enrol (server/accounts/auth/totp-enrolment.ts):
 *   every admin, and every user of a merchant that requires it (`merchants.require_two_factor`);
 * - `ok`.
 * The user's row is cached per process for CACHE_MS, so a burst of calls costs one query; a change
 * made through this process forgets the entry at once (`forgetSessionStatus`), other instances see
 * it within CACHE_MS.
 */
export type SessionStatus = "ok" | "revoked" | "enrolment_required";

export const CACHE_MS = 5_000;

interface UserFacts {
  role: "merchant" | "admin";
  active: boolean;
  validAfter?: number;
  totpEnabled: boolean;
  /** An admin, or a user of a merchant that requires two-factor for all its users. */
  totpRequired: boolean;
}

// Wrapped, so that a user who no longer exists (no facts) is remembered too.
const cache = ttlCache<{ facts?: UserFacts }>("session-status", CACHE_MS);

async function loadFacts(ctx: Ctx, userId: string): Promise<UserFacts | undefined> {
  const db = await executor(ctx);
  const [row] = await db
    .select({
      role: users.role,
      status: users.status,
      merchantId: users.merchantId,
      validAfter: users.sessionsValidAfter,
      merchantStatus: merchants.status,
      merchantRequiresTotp: merchants.requireTwoFactor,
      totpEnabledAt: userTotp.enabledAt,
    })
    .from(users)
    .leftJoin(merchants, eq(merchants.id, users.merchantId))
    .leftJoin(userTotp, eq(userTotp.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const merchantOk = row.role === "admin" || (!!row.merchantId && row.merchantStatus === "active");
  return {
    role: row.role,
    active: row.status === "active" && merchantOk,
    validAfter: row.validAfter?.getTime(),
    totpEnabled: !!row.totpEnabledAt,
    totpRequired: row.role === "admin" || !!row.merchantRequiresTotp,
  };
}

export async function sessionStatus(
  user: { id?: string; role?: string; signedInAt?: number } | undefined,
  now = Date.now(),
  ctx: Ctx = anonymousCtx(),
): Promise<SessionStatus> {
  if (!user?.id || !/^[0-9a-f-]{36}$/.test(user.id)) return "revoked";
  const id = user.id;
  const { facts } = await cache.through(id, async () => ({ facts: await loadFacts(ctx, id) }), now);
  if (!facts || !facts.active || facts.role !== user.role) return "revoked";
  // A session from before the revocation (or without a sign-in time) is refused.
  if (facts.validAfter !== undefined && (user.signedInAt === undefined || user.signedInAt <= facts.validAfter)) {
    return "revoked";
  }
  // Every session this service issues carries its sign-in instant: one without cannot be ended, so it is refused.
  if (user.signedInAt === undefined) return "revoked";
  if (!(await sessionIsLive(ctx, { userId: id, signedInAt: user.signedInAt, role: facts.role }, now))) return "revoked";
  if (facts.totpRequired && !facts.totpEnabled) return "enrolment_required";
  return "ok";
}

/** After a change to a user (status, revocation, TOTP) or to its merchant's rules, so this process sees it at once. */
export function forgetSessionStatus(userId?: string): void {
  if (userId) cache.forget(userId);
  else cache.clear();
}
