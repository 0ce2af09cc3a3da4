"use server";

import { DomainError } from "@/server/platform/errors";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import {
  beginTotpEnrolment,
  confirmTotpEnrolment,
  disableTotp,
  regenerateRecoveryCodes,
} from "@/server/accounts/auth/totp-enrolment";

/**
 * The dashboard's two-factor actions, each for the signed-in user's own account. Enrolment is
 * reachable by an admin who has not enrolled yet (everything else redirects it here); the others
 * need a full session. Domain refusals come back as a code for the form to translate.
 */
export type TwoFactorResult<T> = { ok: true; value: T } | { ok: false; error: string };

async function attempt<T>(fn: () => Promise<T>): Promise<TwoFactorResult<T>> {
  try {
    return { ok: true, value: await fn() };
  } catch (e) {
    if (e instanceof DomainError) return { ok: false, error: e.code };
    throw e;
  }
}

export async function beginEnrolmentAction(): Promise<TwoFactorResult<{ secret: string; qrSvg: string }>> {
  const ctx = await requirePageCtx({ enrolling: true });
  return attempt(async () => {
    const { secret, qrSvg } = await beginTotpEnrolment({ ctx });
    return { secret, qrSvg };
  });
}

export async function confirmEnrolmentAction(code: string): Promise<TwoFactorResult<{ recoveryCodes: string[] }>> {
  const ctx = await requirePageCtx({ enrolling: true });
  return attempt(() => confirmTotpEnrolment({ ctx, input: { code: String(code).slice(0, 20) } }));
}

export async function regenerateRecoveryCodesAction(
  code: string,
): Promise<TwoFactorResult<{ recoveryCodes: string[] }>> {
  const ctx = await requirePageCtx();
  return attempt(() => regenerateRecoveryCodes({ ctx, input: { code: String(code).slice(0, 20) } }));
}

export async function disableTwoFactorAction(code: string): Promise<TwoFactorResult<null>> {
  const ctx = await requirePageCtx();
  return attempt(async () => {
    await disableTotp({ ctx, input: { code: String(code).slice(0, 20) } });
    return null;
  });
}
