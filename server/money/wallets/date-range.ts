import { ValidationError } from "@/server/platform/errors";
import { nextLocalDay, startOfLocalDay } from "@/server/universal/local-day";

const DAY = 86_400_000;

/**
 * A date (YYYY-MM-DD) or an instant. As an end, a date includes its whole day. A date is a UTC day unless a time zone
 * is given: the statement counts the merchant's days (server/universal/local-day.ts).
 */
export function boundOf(value: string, as: "start" | "end", timeZone?: string): Date {
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (isDay && timeZone) return startOfLocalDay(as === "start" ? value : nextLocalDay(value), timeZone);
  const t = Date.parse(isDay ? `${value}T00:00:00.000Z` : value);
  if (as === "start") return new Date(t);
  return new Date(isDay ? t + DAY : t + 1);
}

/** [start, end) of a period given inclusively; refused when it runs backwards. */
export function periodOf(
  start: string,
  end: string,
  param = "end_date",
  timeZone?: string,
): { start: Date; end: Date } {
  const s = boundOf(start, "start", timeZone);
  const e = boundOf(end, "end", timeZone);
  if (e.getTime() <= s.getTime()) throw new ValidationError("The period ends before it starts.", param);
  return { start: s, end: e };
}
