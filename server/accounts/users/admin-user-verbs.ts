import { eq } from "drizzle-orm";
import { users, userRecoveryCodes, userTotp } from "@/db/schema";
import { forgetSessionStatus } from "@/server/accounts/auth/session-status";
import { recordAudit } from "@/server/platform/audit/record-audit";
import type { AuditAction } from "@/server/universal/audit-action-names";
import { executor, inTransaction, type Ctx, requireAdmin } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { NotFoundError } from "@/server/platform/errors";
import { log } from "@/server/platform/log";
import type { UserView } from "./schemas";

/**
 * What an admin does to a dashboard account (docs/api/authentication.md, "Session checks"):
 * revoke its sessions, disable or re-enable it, reset its authenticator. Users are not a
 * merchant's resource: these verbs are for admins only, and a user who does not exist is a 404.
 */
function assertAdmin(ctx: Ctx): void {
  requireAdmin(ctx);
}

async function presentUser(db: Executor, id: string): Promise<UserView> {
  const [row] = await db
    .select({ user: users, totpEnabledAt: userTotp.enabledAt })
    .from(users)
    .leftJoin(userTotp, eq(userTotp.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw new NotFoundError("user");
  const u = row.user;
  return {
    object: "user",
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    merchant_id: u.merchantId,
    status: u.status,
    two_factor_enabled: !!row.totpEnabledAt,
    sessions_valid_after: u.sessionsValidAfter?.toISOString() ?? null,
  };
}

/** The id of the user with this e-mail (the CLI names users by e-mail). */
export async function userIdByEmail(ctx: Ctx, email: string): Promise<string> {
  assertAdmin(ctx);
  const db = await executor(ctx);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (!row) throw new NotFoundError("user");
  return row.id;
}

/**
 * Changes a user and records the admin's action, in one transaction; the row is locked so that the
 * event's `before` is what was replaced. The session cache forgets the user once committed.
 */
async function changeUser(
  ctx: Ctx,
  id: string,
  set: Partial<typeof users.$inferInsert>,
  action: AuditAction,
  more?: (tctx: Ctx & { tx: Executor }) => Promise<void>,
): Promise<void> {
  await inTransaction(ctx, async (t) => {
    const [before] = await t.tx.select().from(users).where(eq(users.id, id)).for("update");
    if (!before) throw new NotFoundError("user");
    const [after] = await t.tx.update(users).set(set).where(eq(users.id, id)).returning();
    await more?.(t);
    await recordAudit(t, {
      action,
      targetType: "user",
      targetId: id,
      merchantId: after.merchantId,
      before: { email: before.email, status: before.status, sessions_valid_after: before.sessionsValidAfter },
      after: { email: after.email, status: after.status, sessions_valid_after: after.sessionsValidAfter },
    });
  });
  forgetSessionStatus(id);
}

/** Every session the user signed in before now stops working at its next request. */
export async function revokeUserSessions({ ctx, id }: { ctx: Ctx; id: string }): Promise<UserView> {
  assertAdmin(ctx);
  await changeUser(ctx, id, { sessionsValidAfter: ctx.now() }, "user.sessions_revoked");
  log.info("user sessions revoked", { userId: id, requestId: ctx.requestId });
  return presentUser(await executor(ctx), id);
}

/** A disabled user cannot sign in and its sessions end; enabling it again does not revive them. */
export async function setUserStatus({
  ctx,
  id,
  status,
}: {
  ctx: Ctx;
  id: string;
  status: "active" | "disabled";
}): Promise<UserView> {
  assertAdmin(ctx);
  await changeUser(
    ctx,
    id,
    status === "disabled" ? { status, sessionsValidAfter: ctx.now() } : { status },
    status === "disabled" ? "user.disabled" : "user.enabled",
  );
  log.info("user status changed", { userId: id, status, requestId: ctx.requestId });
  return presentUser(await executor(ctx), id);
}

/**
 * For a user who lost its authenticator and its recovery codes: the authenticator and the codes are
 * removed and its sessions revoked. An admin must enrol again at its next sign-in.
 */
export async function resetUserTwoFactor({ ctx, id }: { ctx: Ctx; id: string }): Promise<UserView> {
  assertAdmin(ctx);
  await changeUser(ctx, id, { sessionsValidAfter: ctx.now() }, "user.two_factor_reset", async (tctx) => {
    await tctx.tx.delete(userTotp).where(eq(userTotp.userId, id));
    await tctx.tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, id));
  });
  log.info("user two-factor reset", { userId: id, requestId: ctx.requestId });
  return presentUser(await executor(ctx), id);
}
