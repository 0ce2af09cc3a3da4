import { defaultLocale, negotiateLocale, type AppLocale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";
import { translator, type Translate } from "./translator";

/**
 * The buyer's language from the browser (a hosted page has no session) and a page's catalogue:
 * `paymentLinks.checkout` for /pay/{id}, `secureCheckout` for /checkout/{id}, `threeDs.challenge` for /3ds/challenge/{token}.
 */
export function checkoutStrings(
  req: Request,
  page: "paymentLink" | "secureCheckout" | "threeDsChallenge",
): { locale: AppLocale; strings: Record<string, unknown>; t: Translate } {
  const locale = negotiateLocale(req.headers.get("accept-language")) ?? defaultLocale;
  const messages = loadMessages(locale) as Record<string, Record<string, unknown> | undefined>;
  const byPage = {
    paymentLink: messages.paymentLinks?.checkout,
    secureCheckout: messages.secureCheckout,
    threeDsChallenge: messages.threeDs?.challenge,
  };
  const strings = (byPage[page] ?? {}) as Record<string, unknown>;
  return { locale, strings, t: translator(strings) };
}
