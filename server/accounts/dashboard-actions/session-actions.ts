"use server";

import { cookies } from "next/headers";
import { AuthError, CredentialsSignin } from "next-auth";
import { isLocale, LOCALE_COOKIE } from "@/i18n/locales";
import { getMerchant } from "@/server/accounts/merchants/get-merchant";
import { setOwnLocale } from "@/server/accounts/users/set-own-locale";
import { anonymousCtx, requireAdmin } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { activeMerchantCookieOptions } from "@/server/accounts/auth/active-merchant-cookie";
import { auth, signIn, signOut } from "@/server/accounts/auth/next-auth";
import { endSession } from "@/server/accounts/auth/dashboard-sessions";
import { pageCtxIfSignedIn, requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { ACTIVE_MERCHANT_COOKIE } from "@/server/accounts/auth/session-actor";

/*
 * The dashboard's server actions. Each builds its Ctx from the session (server/accounts/auth/page-ctx.ts)
 * and calls verbs, which refuse with DomainError like every /v1 call; sign-in itself runs before there is
 * a caller, through Auth.js.
 */

export type SignInState = { error?: "invalid" | "throttled" | "generic" | "code_required" | "invalid_code" };

/** Only a path of our own site: `//evil.example` and absolute URLs are dropped. */
function safeRedirect(target: FormDataEntryValue | null): string {
  return typeof target === "string" && target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\")
    ? target
    : "/";
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export async function signInAction(_prev: SignInState, form: FormData): Promise<SignInState> {
  try {
    await signIn("credentials", {
      email: field(form, "email"),
      password: field(form, "password"),
      code: field(form, "code"),
      redirectTo: safeRedirect(form.get("callbackUrl")),
    });
    return {};
  } catch (e) {
    // A successful sign-in "throws" the redirect: let it through.
    if (e instanceof CredentialsSignin) {
      const known = ["throttled", "code_required", "invalid_code"] as const;
      return { error: known.find((c) => c === e.code) ?? "invalid" };
    }
    if (e instanceof AuthError) return { error: "generic" };
    throw e;
  }
}

export async function signOutAction(): Promise<void> {
  // Ended on the server first: the cookie Auth.js deletes below may have been copied.
  const user = (await auth())?.user;
  if (user?.id && user.signedInAt !== undefined)
    await endSession(anonymousCtx(), { userId: user.id, signedInAt: user.signedInAt });
  (await cookies()).delete(ACTIVE_MERCHANT_COOKIE);
  await signOut({ redirectTo: "/sign-in" });
}

/** The locale switch: a cookie for this browser, and the user's saved setting when signed in. */
export async function setLocaleAction(locale: string): Promise<void> {
  if (!isLocale(locale)) return;
  (await cookies()).set(LOCALE_COOKIE, locale, { path: "/", sameSite: "lax", maxAge: 365 * 24 * 3600 });
  const ctx = await pageCtxIfSignedIn();
  if (ctx) await setOwnLocale({ ctx, input: { locale } });
}

/** The admin's merchant switcher; an empty id means every merchant. */
export async function setActiveMerchantAction(merchantId: string): Promise<void> {
  const ctx = await requirePageCtx();
  requireAdmin(ctx, "switch merchants");
  const jar = await cookies();
  if (!merchantId) {
    jar.delete(ACTIVE_MERCHANT_COOKIE);
    return;
  }
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(merchantId))
    throw new NotFoundError("merchant");
  await getMerchant({ ctx, id: merchantId });
  jar.set(
    ACTIVE_MERCHANT_COOKIE,
    merchantId,
    activeMerchantCookieOptions((name) => jar.has(name)),
  );
}
