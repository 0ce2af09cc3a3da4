"use server";

import { eq } from "drizzle-orm";
import { cookies } from "next/headers";
import { AuthError, CredentialsSignin } from "next-auth";
import { auth, signIn, signOut } from "@/auth";
import { merchants, users } from "@/db/schema";
import { isLocale, LOCALE_COOKIE } from "@/i18n/locales";
import { getDb } from "@/server/platform/db";
import { ACTIVE_MERCHANT_COOKIE } from "./session-actor";
import { activeMerchantCookieOptions } from "./active-merchant-cookie";

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
  (await cookies()).delete(ACTIVE_MERCHANT_COOKIE);
  await signOut({ redirectTo: "/sign-in" });
}

/** The locale switch: a cookie for this browser, and the user's saved setting when signed in. */
export async function setLocaleAction(locale: string): Promise<void> {
  if (!isLocale(locale)) return;
  (await cookies()).set(LOCALE_COOKIE, locale, { path: "/", sameSite: "lax", maxAge: 365 * 24 * 3600 });
  const session = await auth();
  if (session?.user?.id) {
    const db = await getDb();
    await db.update(users).set({ locale }).where(eq(users.id, session.user.id));
  }
}

/** The admin's merchant switcher; an empty id means every merchant. */
export async function setActiveMerchantAction(merchantId: string): Promise<void> {
  const session = await auth();
  if (session?.user?.role !== "admin") throw new Error("Only admins switch merchants.");
  const jar = await cookies();
  if (!merchantId) {
    jar.delete(ACTIVE_MERCHANT_COOKIE);
    return;
  }
  const db = await getDb();
  const [found] = /^[0-9a-f-]{36}$/.test(merchantId)
    ? await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId)).limit(1)
    : [];
  if (!found) throw new Error("No such merchant.");
  jar.set(
    ACTIVE_MERCHANT_COOKIE,
    merchantId,
    activeMerchantCookieOptions((name) => jar.has(name)),
  );
}
