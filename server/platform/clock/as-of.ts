import { ValidationError } from "@/server/platform/errors";

/**
 * `--as-of`, the one way a job or an operator command is run at another time
 * (docs/api/operations.md, "The job clock"). The value names an instant:
 * - a date, `YYYY-MM-DD`: the start of that day in UTC (00:00:00.000Z);
 * - a full ISO-8601 time with its zone, `2026-11-21T15:00:00Z` or `2026-11-21T12:00:00-03:00`
 *   (seconds and milliseconds optional). A time without a zone is refused: it would mean
 *   whatever the server's zone is.
 * The clock stands still at that instant for the whole run, so a run is repeatable.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export const AS_OF_FORMAT = "a date (YYYY-MM-DD, midnight UTC) or an ISO-8601 time with a zone (2026-11-21T15:00:00Z)";

/** Whether `YYYY-MM-DD` is a day of the calendar (Date rolls 2026-02-30 over to March). */
function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return day.getUTCFullYear() === Number(m[1]) && day.toISOString().slice(0, 10) === value;
}

/** The instant an `--as-of` value names; a ValidationError on `as_of` otherwise. */
export function parseAsOf(value: string): Date {
  const time = TIME.exec(value);
  const datePart = time ? time[1] : value;
  const at = isCalendarDate(datePart) ? new Date(time ? value : `${value}T00:00:00.000Z`) : new Date(NaN);
  if (Number.isNaN(at.getTime())) throw new ValidationError(`--as-of must be ${AS_OF_FORMAT}.`, "as_of");
  return at;
}

/** The clock of one run: the real one without `--as-of`, else one standing at the named instant. */
export function clockAsOf(asOf: string | boolean | undefined, real: () => Date): () => Date {
  if (asOf === undefined || asOf === false) return real;
  if (asOf === true) throw new ValidationError(`--as-of needs a value: ${AS_OF_FORMAT}.`, "as_of");
  const at = parseAsOf(asOf).getTime();
  return () => new Date(at);
}
