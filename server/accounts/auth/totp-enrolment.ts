import { and, eq, isNull } from "drizzle-orm";
import QRCode from "qrcode";
import { merchants, users, userRecoveryCodes, userTotp } from "@/db/schema";
import { executor, inTransaction, type Ctx } from "@/server/platform/context";
import { InvalidRequestError, PermissionError, ValidationError } from "@/server/platform/errors";
import { log } from "@/server/platform/log";
import { openSecret, sealSecret } from "@/server/delivery/webhooks/secret-box";
import { replaceRecoveryCodes, verifySecondFactor } from "./second-factor";
import { forgetSessionStatus } from "./session-status";
import { checkTotpCode, newTotpSecret, totpUri } from "./totp";

/** The signed-in user a two-factor verb acts on: always the caller's own account. */
function ownUserId(ctx: Ctx): string {
  const a = ctx.actor;
  if ((a.role === "merchant" || a.role === "admin") && a.via === "session" && a.userId) return a.userId;
  throw new PermissionError("Two-factor authentication is managed by the signed-in user.", "session_required");
}

export interface TotpStatus {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

/** Whether the user must keep TOTP: every admin, and the users of a merchant that requires it. */
async function totpRequiredFor(ctx: Ctx, userId: string): Promise<{ enabled: boolean; required: boolean }> {
  const db = await executor(ctx);
  const [row] = await db
    .select({ role: users.role, enabledAt: userTotp.enabledAt, merchantRequires: merchants.requireTwoFactor })
    .from(users)
    .leftJoin(userTotp, eq(userTotp.userId, users.id))
    .leftJoin(merchants, eq(merchants.id, users.merchantId))
    .where(eq(users.id, userId))
    .limit(1);
  return { enabled: !!row?.enabledAt, required: row?.role === "admin" || !!row?.merchantRequires };
}

export async function getTotpStatus({ ctx }: { ctx: Ctx }): Promise<TotpStatus> {
  const userId = ownUserId(ctx);
  const db = await executor(ctx);
  const { enabled, required } = await totpRequiredFor(ctx, userId);
  const left = await db
    .select({ id: userRecoveryCodes.id })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return { enabled, required, recoveryCodesLeft: left.length };
}

/**
 * Step 1 of enrolment: a new secret, kept sealed and not yet enabled, shown as a QR code (and as
 * text for typing) for the authenticator app. Starting again replaces an unconfirmed secret; a
 * confirmed authenticator must be turned off first.
 */
export async function beginTotpEnrolment({
  ctx,
}: {
  ctx: Ctx;
}): Promise<{ secret: string; uri: string; qrSvg: string }> {
  const userId = ownUserId(ctx);
  return inTransaction(ctx, async (tctx) => {
    const [user] = await tctx.tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    const [existing] = await tctx.tx
      .select({ enabledAt: userTotp.enabledAt })
      .from(userTotp)
      .where(eq(userTotp.userId, userId))
      .for("update");
    if (existing?.enabledAt) {
      throw new InvalidRequestError("totp_already_enabled", "Two-factor authentication is already on.");
    }
    const secret = newTotpSecret();
    const sealed = sealSecret(secret);
    await tctx.tx
      .insert(userTotp)
      .values({ userId, secretSealed: sealed })
      .onConflictDoUpdate({ target: userTotp.userId, set: { secretSealed: sealed, lastTimeStep: null } });
    const uri = totpUri(secret, user.email);
    const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
    return { secret, uri, qrSvg };
  });
}

/** Step 2: the first code from the app proves it holds the secret; TOTP is on, recovery codes are shown once. */
export async function confirmTotpEnrolment({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { code: string };
}): Promise<{ recoveryCodes: string[] }> {
  const userId = ownUserId(ctx);
  const codes = await inTransaction(ctx, async (tctx) => {
    const [row] = await tctx.tx.select().from(userTotp).where(eq(userTotp.userId, userId)).for("update");
    if (!row) throw new InvalidRequestError("totp_not_started", "Start the enrolment first.");
    if (row.enabledAt)
      throw new InvalidRequestError("totp_already_enabled", "Two-factor authentication is already on.");
    const step = await checkTotpCode(openSecret(row.secretSealed), input.code, ctx.now());
    if (step === undefined)
      throw new ValidationError("The code is wrong or expired.", "code", undefined, "invalid_code");
    await tctx.tx.update(userTotp).set({ enabledAt: ctx.now(), lastTimeStep: step }).where(eq(userTotp.userId, userId));
    return replaceRecoveryCodes(tctx.tx, userId);
  });
  forgetSessionStatus(userId);
  log.info("two-factor enabled", { userId });
  return { recoveryCodes: codes };
}

/** New recovery codes (the old ones stop working), after a current code. */
export async function regenerateRecoveryCodes({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { code: string };
}): Promise<{ recoveryCodes: string[] }> {
  const userId = ownUserId(ctx);
  return inTransaction(ctx, async (tctx) => {
    if (!(await verifySecondFactor(tctx.tx, userId, input.code, ctx.now()))) {
      throw new ValidationError("The code is wrong or expired.", "code", undefined, "invalid_code");
    }
    return { recoveryCodes: await replaceRecoveryCodes(tctx.tx, userId) };
  });
}

/** Turns TOTP off, after a current code. Not where it is required: admins, and users of a merchant that requires it. */
export async function disableTotp({ ctx, input }: { ctx: Ctx; input: { code: string } }): Promise<void> {
  const userId = ownUserId(ctx);
  if (ctx.actor.role === "admin" || (await totpRequiredFor(ctx, userId)).required) {
    throw new PermissionError(
      "Two-factor authentication is required for this account (every admin, and the users of a merchant that requires it).",
      "totp_required",
    );
  }
  await inTransaction(ctx, async (tctx) => {
    if (!(await verifySecondFactor(tctx.tx, userId, input.code, ctx.now()))) {
      throw new ValidationError("The code is wrong or expired.", "code", undefined, "invalid_code");
    }
    await tctx.tx.delete(userTotp).where(eq(userTotp.userId, userId));
    await tctx.tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  });
  forgetSessionStatus(userId);
  log.info("two-factor disabled", { userId });
}
