import { ValidationError } from "@/server/platform/errors";

const DAY = 86_400_000;

/** A date (YYYY-MM-DD, UTC) or an instant. As an end, a date includes its whole day. */
export function boundOf(value: string, as: "start" | "end"): Date {
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const t = Date.parse(isDay ? `${value}T00:00:00.000Z` : value);
  if (as === "start") return new Date(t);
  return new Date(isDay ? t + DAY : t + 1);
}

/** [start, end) of a period given inclusively; refused when it runs backwards. */
export function periodOf(start: string, end: string, param = "end_date"): { start: Date; end: Date } {
  const s = boundOf(start, "start");
  const e = boundOf(end, "end");
  if (e.getTime() <= s.getTime()) throw new ValidationError("The period ends before it starts.", param);
  return { start: s, end: e };
}
