import { defaultLocale, negotiateLocale, type AppLocale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";
import { translator, type Translate } from "@/server/universal/checkout-page/translator";

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
  if (page === "paymentLink") {
    // The page's script says a declined payment by its code (in words, never the code), from the one catalogue of codes.
    const codes = messages.codes ?? {};
    const forPage = { failure: codes.failure, failureAdvice: codes.failureAdvice };
    const withCodes = { ...strings, codes: forPage };
    return { locale, strings: withCodes, t: translator(withCodes) };
  }
  return { locale, strings, t: translator(strings) };
}

/** The catalogue of codes (messages/<locale>/codes.json) in a page's language: failures said by their code. */
export function codeStrings(locale: AppLocale): Translate {
  const messages = loadMessages(locale) as Record<string, Record<string, unknown> | undefined>;
  return translator(messages.codes ?? {});
}
