import { config } from "@/server/config";
import { RateLimitedError } from "@/server/errors";
import { processSingleton } from "@/server/process/singleton";

/**
 * Fixed-window counters for the public entry points that are card-testing targets (tokenize,
 * the payment-link checkout). Windows last RATE_LIMIT_WINDOW_SECONDS; the budgets are in
 * server/config and docs/api/operations.md.
 *
 * The counters are in this process's memory: one process serves the app here. Several instances
 * behind a balancer each count their own share, so the effective limit is N times the configured
 * one until the counters move to a shared store (this module is the one place to change).
 */
interface Window {
  start: number;
  count: number;
}

/** One budget of a request: its counter key and the most hits the window allows. */
export interface Budget {
  key: string;
  limit: number;
  /**
   * Whether this request adds a hit. A budget that is only read (false) is filled by `record`,
   * e.g. the failures of an address; it is over once it reaches its limit.
   */
  counts?: boolean;
}

/** Past this many counters, expired ones are dropped before a new window opens. */
const PRUNE_AT = 10_000;

export interface RateLimiter {
  /** Counts the request in each budget; throws 429 with the longest wait when any is over. */
  consume(budgets: Budget[], now: Date): void;
  /** Adds a hit to one counter without checking it (a refused card, a failed attempt). */
  record(key: string, now: Date): void;
  /** Forgets every counter of this limiter (tests). */
  reset(): void;
}

/** The limiter named `name`; its counters are shared by every module instance of the process. */
export function rateLimiter(name: string): RateLimiter {
  const windows = processSingleton(`rate-limit.${name}`, () => new Map<string, Window>());
  const windowMs = () => config().RATE_LIMIT_WINDOW_SECONDS * 1000;

  function current(key: string, now: number): Window {
    let w = windows.get(key);
    if (!w || w.start + windowMs() <= now) {
      if (windows.size >= PRUNE_AT) for (const [k, v] of windows) if (v.start + windowMs() <= now) windows.delete(k);
      w = { start: now, count: 0 };
      windows.set(key, w);
    }
    return w;
  }

  return {
    consume(budgets, now) {
      const t = now.getTime();
      let wait = 0;
      for (const { key, limit, counts = true } of budgets) {
        const w = current(key, t);
        if (counts) w.count += 1;
        const over = counts ? w.count > limit : w.count >= limit;
        if (over) wait = Math.max(wait, (w.start + windowMs() - t) / 1000);
      }
      if (wait > 0) throw new RateLimitedError(wait);
    },
    record(key, now) {
      current(key, now.getTime()).count += 1;
    },
    reset() {
      windows.clear();
    },
  };
}
