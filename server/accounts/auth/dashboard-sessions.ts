import { sql } from "drizzle-orm";
import { dashboardSessions } from "@/db/schema";
import { config } from "@/server/platform/config";
import { executor, type Ctx } from "@/server/platform/context";
import { ttlCache } from "@/server/platform/process/ttl-cache";

/**
 * Dashboard sessions end on the server (docs/api/authentication.md, "Sessions"): signing out ends the
 * session (a copy of its cookie stops working), and so does a pause longer than the idle limit, 15 minutes
 * for an admin and MERCHANT_SESSION_IDLE_MINUTES for a merchant's user. A session is its user and its
 * sign-in instant, both in the signed cookie; its row is made at its first request.
 *
 * Each check is one upsert that moves `last_seen_at` forward, or ends the session when the pause was too
 * long, and answers whether it is still live. A live answer is remembered for CHECK_MS in this process, so a
 * burst of requests costs one statement; signing out through this process forgets it at once, other
 * instances follow within CHECK_MS.
 */
export const ADMIN_IDLE_MS = 15 * 60 * 1000;
const CHECK_MS = 5_000;

const live = ttlCache<true>("dashboard-session-live", CHECK_MS);
const keyOf = (userId: string, signedInAt: number) => `${userId}:${signedInAt}`;

export function idleLimitMs(role: "merchant" | "admin"): number {
  return role === "admin" ? ADMIN_IDLE_MS : config().MERCHANT_SESSION_IDLE_MINUTES * 60 * 1000;
}

/** Whether the session may still act at `now`; seeing it counts as activity. */
export async function sessionIsLive(
  ctx: Ctx,
  session: { userId: string; signedInAt: number; role: "merchant" | "admin" },
  now: number,
): Promise<boolean> {
  const key = keyOf(session.userId, session.signedInAt);
  if (live.get(key, now)) return true;
  const at = new Date(now).toISOString();
  const idleSeconds = idleLimitMs(session.role) / 1000;
  const db = await executor(ctx);
  // postgres.js takes no Date inside raw SQL: the instant goes as ISO text, cast.
  const [row] = await db
    .insert(dashboardSessions)
    .values({ userId: session.userId, signedInAt: session.signedInAt, lastSeenAt: new Date(now) })
    .onConflictDoUpdate({
      target: [dashboardSessions.userId, dashboardSessions.signedInAt],
      set: {
        endedAt: sql`case when ${dashboardSessions.endedAt} is null and ${at}::timestamptz - ${dashboardSessions.lastSeenAt} > make_interval(secs => ${idleSeconds}) then ${at}::timestamptz else ${dashboardSessions.endedAt} end`,
        lastSeenAt: sql`case when ${dashboardSessions.endedAt} is null then greatest(${dashboardSessions.lastSeenAt}, ${at}::timestamptz) else ${dashboardSessions.lastSeenAt} end`,
      },
    })
    .returning({ endedAt: dashboardSessions.endedAt });
  const isLive = !row?.endedAt;
  if (isLive) live.set(key, true, now);
  return isLive;
}

/** Signing out: the session ends for good, whoever holds a copy of its cookie. */
export async function endSession(ctx: Ctx, session: { userId: string; signedInAt: number }): Promise<void> {
  const now = ctx.now();
  const db = await executor(ctx);
  await db
    .insert(dashboardSessions)
    .values({ ...session, lastSeenAt: now, endedAt: now })
    .onConflictDoUpdate({
      target: [dashboardSessions.userId, dashboardSessions.signedInAt],
      set: { endedAt: sql`coalesce(${dashboardSessions.endedAt}, excluded.ended_at)` },
    });
  live.forget(keyOf(session.userId, session.signedInAt));
}
