import { timeZone } from "@/i18n/locales";
import { dateTimeFormat } from "@/components/format/intl-cache";

/** Date and time to the second: retries 30 s apart must be told apart. */
export function formatInstant(value: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: "short", timeStyle: "medium", timeZone }).format(new Date(value));
}

/** Pretty-prints a JSON body for reading; anything else is shown as it is. */
export function prettyJson(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/**
 * "3 de 10"; past the automatic attempts, what went beyond them was resent by hand: "10 de 10 + 1
 * reenvio manual", never "11 de 10".
 */
export function attemptLabel(
  t: (key: string, values: Record<string, number>) => string,
  attempt: number,
  max: number,
): string {
  if (attempt <= max) return t("attemptOf", { attempt, max });
  return t("attemptOfManual", { max, manual: attempt - max });
}
