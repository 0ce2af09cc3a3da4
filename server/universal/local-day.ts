/**
 * Calendar days as the merchant lives them. Every merchant's days are Brasília days today (the dashboard's time zone,
 * i18n/locales.ts, and the pt-BR CSV's): a movement at 22:30 in São Paulo is on that day, not on the next UTC day.
 * Pure, so the statement's API, its screen and its CSV count the same days (docs/api/wallets.md).
 */
export const MERCHANT_TIME_ZONE = "America/Sao_Paulo";

const formats = new Map<string, Intl.DateTimeFormat>();
function partsIn(at: Date, timeZone: string) {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formats.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return {
    y: Number(p.year),
    m: Number(p.month),
    d: Number(p.day),
    h: Number(p.hour),
    min: Number(p.minute),
    s: Number(p.second),
  };
}

/** The local day (`YYYY-MM-DD`) an instant falls on in the time zone. */
export function localDay(at: Date | string, timeZone = MERCHANT_TIME_ZONE): string {
  const p = partsIn(typeof at === "string" ? new Date(at) : at, timeZone);
  return `${String(p.y).padStart(4, "0")}-${String(p.m).padStart(2, "0")}-${String(p.d).padStart(2, "0")}`;
}

/** How far the time zone's wall clock is ahead of UTC at an instant, in milliseconds (−3 h in Brasília). */
function offsetAt(t: number, timeZone: string): number {
  const p = partsIn(new Date(t), timeZone);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(t / 1000) * 1000;
}

/** The instant a local day (`YYYY-MM-DD`) begins in the time zone: 2026-01-31 → 2026-01-31T03:00:00Z in Brasília. */
export function startOfLocalDay(day: string, timeZone = MERCHANT_TIME_ZONE): Date {
  const wall = Date.parse(`${day}T00:00:00.000Z`);
  // Two guesses, with the offset before and after a change; the earliest that falls on the day wins. When
  // daylight saving began at midnight (Brazil until 2019) the day's first instant is 01:00, not a midnight.
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  const onTheDay = [first, second].filter((t) => localDay(new Date(t), timeZone) === day);
  return new Date(onTheDay.length ? Math.min(...onTheDay) : first);
}

/** The local day after `day`. */
export function nextLocalDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
}
