import { translator } from "@/components/checkout/translator";
import { defaultLocale, negotiateLocale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";

/** The buyer's language from the browser (the hosted page has no session), and the checkout catalog. */
export function checkoutStrings(req: Request) {
  const locale = negotiateLocale(req.headers.get("accept-language")) ?? defaultLocale;
  const strings = ((loadMessages(locale).paymentLinks as Record<string, unknown> | undefined)?.checkout ?? {}) as Record<string, unknown>;
  return { locale, strings, t: translator(strings) };
}
