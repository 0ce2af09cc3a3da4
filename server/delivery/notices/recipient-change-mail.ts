import { timeZone, type AppLocale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";
import { translator } from "@/server/universal/checkout-page/translator";
import type { RecipientChangeNotice } from "./schemas";

/** A date as a person in Brazil reads it, with the time zone said. */
function when(date: Date, locale: AppLocale, zoneNote: string): string {
  const text = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short", timeZone }).format(date);
  return `${text} (${zoneNote})`;
}

/** The e-mail that tells one user of a changed payout destination, in the user's language. */
export function recipientChangeMail(
  locale: AppLocale,
  notice: RecipientChangeNotice,
  to: { name: string; merchantName: string },
): { subject: string; text: string } {
  const t = translator((loadMessages(locale) as Record<string, Record<string, unknown>>).notices ?? {});
  const zone = t("mail.timeZoneNote");
  const vars = {
    name: to.name,
    merchant: to.merchantName,
    type: t(`recipientType.${notice.recipient_type}`),
    by: t(`changedBy.${notice.changed_by}`),
    destination: notice.destination,
    changedAt: when(new Date(notice.changed_at), locale, zone),
    availableAt: when(new Date(notice.payouts_available_at), locale, zone),
  };
  return { subject: t("mail.recipientChangedSubject", vars), text: t("mail.recipientChangedBody", vars) };
}
