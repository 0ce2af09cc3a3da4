import type { Query } from "@/components/api/api-fetch";
import type { AnticipationBody } from "./types";

/**
 * The requests the anticipations screen makes on its first render, in one place: the screen's components ask
 * for them, and the page (app/(dashboard)/anticipations/page.tsx) reads the same answers on the server, so
 * that the screen arrives with its figures instead of fetching them after it hydrates.
 */

export const LIST_PAGE_SIZE = 10;

/** The list's query: the admin's queue shows only the pending requests. */
export function listQuery(status: string, page: number): Query {
  return { status, page, limit: LIST_PAGE_SIZE };
}

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The simulator's first choice, from tomorrow (today's receivables are already settling) to a month ahead:
 * a sensible first question, not "everything I will ever receive".
 */
export function firstPeriod(today: string): { from: string; to: string } {
  return { from: addDays(today, 1), to: addDays(today, 31) };
}

/** The receivables still to settle, by month (the simulator's timeline). */
export function timelineQuery(from: string): Query {
  return { period: "month", date_from: from };
}

/** The simulation of a period, as POST /v1/anticipations/simulate takes it. */
export function periodBody(from: string, to: string): AnticipationBody | null {
  if (!from && !to) return null;
  return {
    anticipation_type: "spot",
    ...(from && { settlement_date_from: from }),
    ...(to && { settlement_date_to: to }),
  };
}

/** Totals only: the receivables listed are the ones picked by hand (see the simulator). */
export const SIMULATE_TOTALS_ONLY = { include_receivables: "false" } as const;
