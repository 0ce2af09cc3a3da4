import { defaultLocale, isLocale, LOCALE_COOKIE, negotiateLocale, type AppLocale } from "./locales";

/**
 * The language of a page served by a route handler outside the dashboard (/docs, the SDK demo): the
 * dashboard's locale switch cookie, then the browser's Accept-Language, then pt-BR, as the dashboard
 * decides it (i18n/request.ts) without the signed-in user's setting, which these pages do not read.
 */
export function localeOfRequest(req: Request): AppLocale {
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(req.headers.get("cookie") ?? "")?.[1];
  const fromCookie = cookie ? decodeURIComponent(cookie) : undefined;
  if (isLocale(fromCookie)) return fromCookie;
  return negotiateLocale(req.headers.get("accept-language")) ?? defaultLocale;
}
