import { eq } from "drizzle-orm";
import { users } from "@/db/schema";
import { recordAudit } from "@/server/platform/audit/record-audit";
import { executor, inTransaction, type Ctx } from "@/server/platform/context";
import { PermissionError, RateLimitedError, ValidationError } from "@/server/platform/errors";
import { log } from "@/server/platform/log";
import { hashPassword, verifyPassword } from "@/server/accounts/auth/password";
import { forgetSessionStatus } from "@/server/accounts/auth/session-status";
import { signInThrottle, throttleKeys } from "@/server/accounts/auth/sign-in-throttle";

/** The same floor as a password an admin sets for a new merchant (server/accounts/merchants/schemas.ts). */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;

/**
 * The signed-in user changes their own password (docs/api/authentication.md, "Changing the password").
 * The current password is asked again, and a wrong one counts against the account like a wrong sign-in
 * (claimed before it is checked), so a stolen session cannot guess it faster than the sign-in form could.
 * The change ends every session of the user, this one included (`sessions_valid_after`): whoever held
 * the old password or a copy of a cookie is out, and the user signs in again with the new one.
 */
export async function changeOwnPassword({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { currentPassword: string; newPassword: string };
}): Promise<void> {
  const a = ctx.actor;
  if (!((a.role === "merchant" || a.role === "admin") && a.via === "session" && a.userId))
    throw new PermissionError("A password is changed by the signed-in user.", "session_required");
  const userId = a.userId;
  const { newPassword, currentPassword } = input;
  if (newPassword.length < MIN_PASSWORD_LENGTH || newPassword.length > MAX_PASSWORD_LENGTH)
    throw new ValidationError(
      `The new password must have ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`,
      "new_password",
      undefined,
      "password_too_short",
    );
  if (newPassword === currentPassword)
    throw new ValidationError(
      "The new password must differ from the current one.",
      "new_password",
      undefined,
      "password_unchanged",
    );
  // Hashed outside the transaction: argon2 takes tens of milliseconds and holds no row.
  const newHash = await hashPassword(newPassword);

  const db = await executor(ctx);
  const [user] = await db
    .select({ email: users.email, hash: users.passwordHash, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.status !== "active") throw new PermissionError("This account cannot change its password.");
  const keys = throttleKeys(user.email, ctx.clientIp);
  const claim = await signInThrottle.claim(ctx, keys);
  if (!claim.allowed) throw new RateLimitedError(claim.retryAfterSeconds);
  if (!(await verifyPassword(user.hash, currentPassword))) {
    log.info("password change refused", { userId });
    throw new ValidationError("The current password is not right.", "current_password", undefined, "invalid_password");
  }
  await signInThrottle.forgive(ctx, keys);

  await inTransaction(ctx, async (t) => {
    const [after] = await t.tx
      .update(users)
      .set({ passwordHash: newHash, sessionsValidAfter: t.now() })
      .where(eq(users.id, userId))
      .returning();
    await recordAudit(t, {
      action: "user.password_changed",
      targetType: "user",
      targetId: userId,
      merchantId: after.merchantId,
      before: null,
      after: { sessions_valid_after: after.sessionsValidAfter },
    });
  });
  forgetSessionStatus(userId);
  log.info("password changed", { userId });
}
