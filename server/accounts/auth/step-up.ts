import { and, eq, gte, isNull } from "drizzle-orm";
import { dashboardSessions } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { PermissionError } from "@/server/platform/errors";

/**
 * Step-up (docs/api/authentication.md, "Step-up"): a change that can send money somewhere else, made from the
 * dashboard, needs this session to have confirmed its user again within the last STEP_UP_MINUTES: a current
 * TOTP or recovery code, or the password for a user without TOTP (./confirm-step-up.ts). A stolen or
 * unattended session alone cannot redirect payouts or mint a key.
 *
 * Only session callers are asked. An API key pair is its own credential (a leaked secret key is met by the
 * payout destinations' cooling-off, docs/api/risk.md), and the CLI is the operator.
 *
 * The instant is kept on the session's row (`dashboard_sessions.stepped_up_at`), never in the cookie: a copy
 * of the cookie made before the confirmation does not carry it, and signing out ends it with the session.
 */
export const STEP_UP_MINUTES = 10;
const WINDOW_MS = STEP_UP_MINUTES * 60_000;

export interface SessionKey {
  userId: string;
  signedInAt: number;
}

/** The dashboard session a call acts through, or undefined for a key pair, the CLI or a buyer. */
export function sessionOf(ctx: Ctx): SessionKey | "unnamed" | undefined {
  const a = ctx.actor;
  if ((a.role !== "merchant" && a.role !== "admin") || a.via !== "session") return undefined;
  // A session actor always names its session (server/accounts/auth/session-actor.ts); one that does not cannot step up.
  return a.userId && a.sessionSignedInAt !== undefined
    ? { userId: a.userId, signedInAt: a.sessionSignedInAt }
    : "unnamed";
}

/** Until when the session's last confirmation counts, or null when there is none still fresh. */
export async function stepUpValidUntil(ctx: Ctx, session: SessionKey): Promise<Date | null> {
  const db = await executor(ctx);
  const since = new Date(ctx.now().getTime() - WINDOW_MS);
  const [row] = await db
    .select({ at: dashboardSessions.steppedUpAt })
    .from(dashboardSessions)
    .where(
      and(
        eq(dashboardSessions.userId, session.userId),
        eq(dashboardSessions.signedInAt, session.signedInAt),
        isNull(dashboardSessions.endedAt),
        gte(dashboardSessions.steppedUpAt, since),
      ),
    )
    .limit(1);
  return row?.at ? new Date(row.at.getTime() + WINDOW_MS) : null;
}

/**
 * Refuses a session caller whose confirmation is missing or older than STEP_UP_MINUTES with 403
 * `step_up_required`, before anything changes; other callers pass. `doing` names the change for the message.
 */
export async function requireStepUp(ctx: Ctx, doing: string): Promise<void> {
  const session = sessionOf(ctx);
  if (session === undefined) return;
  if (session !== "unnamed" && (await stepUpValidUntil(ctx, session))) return;
  throw new PermissionError(
    `Confirm it is you before you ${doing}: a current two-factor code (or your password if two-factor is off), within the last ${STEP_UP_MINUTES} minutes.`,
    "step_up_required",
  );
}
