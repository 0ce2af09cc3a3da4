import { config } from "@/server/platform/config";

/**
 * The options of the admin's `active_merchant` cookie (the merchant switcher). `Secure` whenever the
 * dashboard is served over https, so the cookie never travels in clear: the deploy says so with an
 * https PUBLIC_BASE_URL, and next-auth says so by having set its `__Secure-` session cookie (it does
 * only on https requests).
 */
export function activeMerchantCookieOptions(hasCookie: (name: string) => boolean) {
  const https =
    /^https:/i.test(config().PUBLIC_BASE_URL ?? "") ||
    hasCookie("__Secure-authjs.session-token") ||
    hasCookie("__Host-authjs.session-token");
  return { path: "/", sameSite: "lax" as const, httpOnly: true, secure: https, maxAge: 30 * 24 * 3600 };
}
