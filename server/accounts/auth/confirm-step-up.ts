import { and, eq, isNull } from "drizzle-orm";
import { dashboardSessions, users } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { AuthenticationError, PermissionError, RateLimitedError, ValidationError } from "@/server/platform/errors";
import { log } from "@/server/platform/log";
import { verifyPassword } from "./password";
import { hasTotp, verifySecondFactor } from "./second-factor";
import { emailHash, signInThrottle, throttleKeys } from "./sign-in-throttle";
import { sessionOf, STEP_UP_MINUTES, type SessionKey } from "./step-up";

/** What a user confirms with: its TOTP (or a recovery code) when it has one, else its password. */
export type StepUpFactor = "totp" | "password";

export function ownSession(ctx: Ctx): SessionKey {
  const session = sessionOf(ctx);
  if (session && session !== "unnamed") return session;
  throw new PermissionError("Only a dashboard session confirms a step-up.", "session_required");
}

export async function stepUpFactorOf(ctx: Ctx, userId: string): Promise<StepUpFactor> {
  return (await hasTotp(await executor(ctx), userId)) ? "totp" : "password";
}

/**
 * The session's user confirms it is still there (./step-up.ts): a current TOTP or recovery code when the user
 * has TOTP (its password is then not enough: a second factor is the point), else its password. Each attempt
 * is claimed on the sign-in's counters (per account and per address, atomically, before it is checked:
 * server/accounts/auth/sign-in-throttle.ts), so guesses here and at the sign-in share one budget of 10 and
 * attempts sent together are checked no more often than one after another. Not in one transaction with the
 * check: a refusal must keep its count.
 */
export async function confirmStepUp({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { secret: string };
}): Promise<{ factor: StepUpFactor; validUntil: Date }> {
  const session = ownSession(ctx);
  const now = ctx.now();
  const db = await executor(ctx);
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, session.userId))
    .limit(1);
  if (!user) throw new AuthenticationError("The session has ended: sign in again.", "session_revoked");
  const keys = throttleKeys(user.email, ctx.clientIp);
  const claim = await signInThrottle.claim(ctx, keys);
  if (!claim.allowed) {
    log.info("step-up throttled", { emailHash: emailHash(user.email), ip: ctx.clientIp });
    throw new RateLimitedError(claim.retryAfterSeconds);
  }
  const factor = await stepUpFactorOf(ctx, session.userId);
  if (factor === "totp") {
    if (!(await verifySecondFactor(db, session.userId, input.secret, now))) {
      log.info("step-up code refused", { userId: session.userId, ip: ctx.clientIp });
      throw new ValidationError("The code is wrong or expired.", "code", undefined, "invalid_code");
    }
  } else if (!(await verifyPassword(user.passwordHash, input.secret))) {
    log.info("step-up password refused", { userId: session.userId, ip: ctx.clientIp });
    throw new ValidationError("The password is wrong.", "password", undefined, "invalid_password");
  }
  const [row] = await db
    .update(dashboardSessions)
    .set({ steppedUpAt: now })
    .where(
      and(
        eq(dashboardSessions.userId, session.userId),
        eq(dashboardSessions.signedInAt, session.signedInAt),
        isNull(dashboardSessions.endedAt),
      ),
    )
    .returning({ userId: dashboardSessions.userId });
  if (!row) throw new AuthenticationError("The session has ended: sign in again.", "session_revoked");
  // As a sign-in: the account's count is cleared, the address keeps its others less this attempt's.
  const [account, ...addresses] = keys;
  await signInThrottle.clear(ctx, account);
  if (addresses.length) await signInThrottle.forgive(ctx, addresses);
  log.info("step-up confirmed", { userId: session.userId, factor });
  return { factor, validUntil: new Date(now.getTime() + STEP_UP_MINUTES * 60_000) };
}
