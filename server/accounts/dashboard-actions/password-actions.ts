"use server";

import { cookies } from "next/headers";
import { DomainError, RateLimitedError } from "@/server/platform/errors";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { ACTIVE_MERCHANT_COOKIE } from "@/server/accounts/auth/session-actor";
import { signOut } from "@/server/accounts/auth/next-auth";
import { changeOwnPassword, MAX_PASSWORD_LENGTH } from "@/server/accounts/users/change-own-password";

export type PasswordChangeResult = { ok: false; error: string; retryAfterSeconds?: number };

/**
 * The security screen's password change. On success every session of the user has ended
 * (server/accounts/users/change-own-password.ts), so this one signs out and lands on the sign-in
 * page, which says why; a refusal comes back as a code for the form to translate.
 */
export async function changePasswordAction(
  currentPassword: string,
  newPassword: string,
): Promise<PasswordChangeResult | undefined> {
  const ctx = await requirePageCtx();
  try {
    await changeOwnPassword({
      ctx,
      input: {
        // Longer than any accepted password: cut, so a huge string costs no hashing, and refused as too long.
        currentPassword: String(currentPassword).slice(0, MAX_PASSWORD_LENGTH + 1),
        newPassword: String(newPassword).slice(0, MAX_PASSWORD_LENGTH + 1),
      },
    });
  } catch (e) {
    if (e instanceof RateLimitedError) return { ok: false, error: e.code, retryAfterSeconds: e.retryAfterSeconds };
    if (e instanceof DomainError) return { ok: false, error: e.code };
    throw e;
  }
  (await cookies()).delete(ACTIVE_MERCHANT_COOKIE);
  // Throws the redirect to the sign-in page.
  await signOut({ redirectTo: "/sign-in?password_changed=1" });
  return undefined;
}
