import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { auth } from "@/server/accounts/auth/next-auth";
import { defaultLocale, isLocale, LOCALE_COOKIE, negotiateLocale, timeZone, type AppLocale } from "./locales";
import { loadCompiledMessages } from "./messages";

/** The cookie set by the locale switch, then the user's saved setting, then the browser, then pt-BR. */
async function resolveLocale(): Promise<AppLocale> {
  const cookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  if (isLocale(cookie)) return cookie;
  const session = await auth().catch(() => null);
  if (isLocale(session?.user?.locale)) return session.user.locale;
  return negotiateLocale((await headers()).get("accept-language")) ?? defaultLocale;
}

export default getRequestConfig(async () => {
  const locale = await resolveLocale();
  return { locale, timeZone, messages: loadCompiledMessages(locale) };
});
