import { timeZone as defaultTimeZone } from "@/i18n/locales";
import { dateTimeFormat } from "./intl-cache";

type DateInput = string | Date | number;

function toDate(value: DateInput): Date {
  // `YYYY-MM-DD` is a calendar date: pin it to noon UTC so no time zone moves it to another day.
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T12:00:00Z`);
  return value instanceof Date ? value : new Date(value);
}

/** `21/11/2026` (pt-BR) · `11/21/2026` (en). */
export function formatDate(value: DateInput, locale: string, timeZone = defaultTimeZone): string {
  return dateTimeFormat(locale, { dateStyle: "short", timeZone }).format(toDate(value));
}

/** `21/11/2026, 09:00` (pt-BR) · `11/21/26, 9:00 AM` (en). */
export function formatDateTime(value: DateInput, locale: string, timeZone = defaultTimeZone): string {
  return dateTimeFormat(locale, { dateStyle: "short", timeStyle: "short", timeZone }).format(toDate(value));
}

/** `nov. de 2026` · `Nov 2026`, for chart axes and monthly summaries. */
export function formatMonth(value: DateInput, locale: string, timeZone = defaultTimeZone): string {
  return dateTimeFormat(locale, { month: "short", year: "numeric", timeZone }).format(toDate(value));
}
