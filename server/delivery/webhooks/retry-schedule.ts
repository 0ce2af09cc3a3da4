/**
 * The retry schedule (docs/api/webhooks.md, "Attempts, retries and states"): its table gives the
 * delay *before* each of the ten attempts, and its "after the event" row is the time of that
 * attempt counted from the event. So:
 *
 *   attempt 1 is due 30 s after the event (accumulated 30 s),
 *   attempt k+1 is due DELAYS[k] after attempt k failed (1 min after the 1st, …, 24 h after the 9th),
 *   the 10th failed attempt makes the delivery `exhausted` (accumulated ≈ 40 h).
 *
 * Every column of the table then holds as written and exactly ten attempts are made, the
 * maximum. The other reading (first attempt at once, the next 30 s after the first failure)
 * would leave the 24 h delay unused and every time after the event one column off.
 */
export const RETRY_DELAYS_MS = [
  30_000, // 30 s
  60_000, // 1 min
  5 * 60_000, // 5 min
  15 * 60_000, // 15 min
  30 * 60_000, // 30 min
  60 * 60_000, // 1 h
  2 * 60 * 60_000, // 2 h
  4 * 60 * 60_000, // 4 h
  8 * 60 * 60_000, // 8 h
  24 * 60 * 60_000, // 24 h
] as const;

export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length;

/** The delay before attempt `n` (1-based), counted from the event for n = 1, else from attempt n-1. */
export function delayBeforeAttempt(n: number): number {
  if (n < 1 || n > MAX_ATTEMPTS) throw new RangeError(`No attempt ${n} in the retry schedule.`);
  return RETRY_DELAYS_MS[n - 1];
}

/**
 * When the next automatic attempt is due after `attemptsMade` attempts, the last one failing at
 * `failedAt`; null once the budget is spent.
 */
export function nextAttemptAt(attemptsMade: number, maxAttempts: number, failedAt: Date): Date | null {
  if (attemptsMade >= maxAttempts || attemptsMade >= MAX_ATTEMPTS) return null;
  return new Date(failedAt.getTime() + delayBeforeAttempt(attemptsMade + 1));
}
