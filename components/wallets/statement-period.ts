import { localDay } from "@/server/universal/local-day";

const DAY = 86_400_000;

export interface Period {
  start: string;
  end: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const shiftDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * The statement's first view: it must show the latest movements, whenever they were. The 30 days up
 * to the wallet's last entry, through today (so the closing balance is today's balance); a wallet
 * without entries shows the last 90 days. Days are the merchant's (Brasília) days, as the statement API counts them.
 */
export function defaultStatementPeriod(today: string, lastMovementAt: string | null): Period {
  if (!lastMovementAt) return { start: shiftDay(today, -90), end: today };
  const last = localDay(lastMovementAt);
  const start = shiftDay(last < today ? last : today, -30);
  return { start, end: today };
}

/** The period in the page's URL (`?from=&to=`), when it is a valid one; otherwise the default. */
export function periodOfUrl(
  params: { get(name: string): string | null },
  today: string,
  lastMovementAt: string | null,
): Period {
  const from = params.get("from");
  const to = params.get("to");
  if (from && to && DATE.test(from) && DATE.test(to) && from <= to && !Number.isNaN(Date.parse(from)))
    return { start: from, end: to };
  return defaultStatementPeriod(today, lastMovementAt);
}
