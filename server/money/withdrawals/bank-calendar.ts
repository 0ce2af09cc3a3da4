import { type WithdrawalMethod } from "@/db/vocabularies";
import Holidays from "date-holidays";

/**
 * When banks move TED transfers (docs/api/withdrawals.md): Brazilian business days, 06:30–17:00 in
 * Brasília time. National holidays come from the date-holidays calendar (its `public` days and the
 * `bank` days on which banks close, such as Carnival), not from a list typed here.
 */
export const BANK_TIME_ZONE = "America/Sao_Paulo";
const WINDOW_OPENS = { hour: 6, minute: 30 };
const WINDOW_CLOSES = { hour: 17, minute: 0 };

const holidays = new Holidays("BR", { types: ["public", "bank"] });

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: BANK_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  weekday: "short",
});

function localParts(at: Date) {
  const p = Object.fromEntries(partsFormat.formatToParts(at).map((x) => [x.type, x.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    minutes: Number(p.hour) * 60 + Number(p.minute),
    weekday: p.weekday,
  };
}

/** The instant of a wall-clock time in Brasília on a local date (robust to any future offset change). */
function instantAt(d: LocalDate, hour: number, minute: number): Date {
  const asUtc = Date.UTC(d.year, d.month - 1, d.day, hour, minute);
  let guess = asUtc + 3 * 3_600_000;
  for (let i = 0; i < 2; i++) {
    const p = localParts(new Date(guess));
    const shownAsUtc = Date.UTC(p.year, p.month - 1, p.day, Math.floor(p.minutes / 60), p.minutes % 60);
    guess += asUtc - shownAsUtc;
  }
  return new Date(guess);
}

function nextDay(d: LocalDate): LocalDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + 1));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** A weekday that is no national or bank holiday, in Brasília. */
export function isBusinessDay(d: LocalDate): boolean {
  const noon = instantAt(d, 12, 0);
  const weekday = localParts(noon).weekday;
  if (weekday === "Sat" || weekday === "Sun") return false;
  return !holidays.isHoliday(noon);
}

/** Whether a TED asked at `at` can go now. */
export function inTedWindow(at: Date): boolean {
  const p = localParts(at);
  const opens = WINDOW_OPENS.hour * 60 + WINDOW_OPENS.minute;
  const closes = WINDOW_CLOSES.hour * 60 + WINDOW_CLOSES.minute;
  return isBusinessDay(p) && p.minutes >= opens && p.minutes < closes;
}

/** `at` itself inside a window, else the opening of the next one. */
export function nextTedWindow(at: Date): Date {
  if (inTedWindow(at)) return at;
  const p = localParts(at);
  let day: LocalDate = p;
  const opens = WINDOW_OPENS.hour * 60 + WINDOW_OPENS.minute;
  if (!isBusinessDay(day) || p.minutes >= opens) day = nextDay(day);
  while (!isBusinessDay(day)) day = nextDay(day);
  return instantAt(day, WINDOW_OPENS.hour, WINDOW_OPENS.minute);
}

/** When the rail may take a withdrawal asked at `at`: Pix at once, any day; TED in the bank window. */
export function scheduleFor(method: WithdrawalMethod, at: Date): Date {
  return method === "pix" ? at : nextTedWindow(at);
}
