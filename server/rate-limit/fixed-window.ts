import { like, lt, sql } from "drizzle-orm";
import { rateLimitCounters } from "@/db/schema";
import type { Job } from "@/server/contracts/job";
import { config } from "@/server/config";
import { executor } from "@/server/context";
import { getDb, type Executor } from "@/server/db";
import { RateLimitedError } from "@/server/errors";

/**
 * Fixed-window counters of the rate limits: the public entry points that are card-testing targets
 * (tokenize, the payment-link checkout) and the general limit of /v1 (server/http/api-rate-limit.ts).
 * Windows last RATE_LIMIT_WINDOW_SECONDS; the budgets are in server/config and docs/api/rate-limits.md.
 *
 * The counters are rows of `rate_limit_counters` in PostgreSQL, so every instance of the service
 * counts into the same budget. One request is one statement: an upsert of all its counters that
 * adds the hits, restarts a counter whose window has passed, and answers the counts. Rows of ended
 * windows are deleted by `rateLimitPurgeJob`.
 */

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

export interface RateLimiter {
  /** Counts the request in each budget; throws 429 with the longest wait when any is over. */
  consume(budgets: Budget[], now: Date): Promise<void>;
  /** Adds a hit to one counter without checking it (a refused card, a failed attempt). */
  record(key: string, now: Date): Promise<void>;
  /** Forgets every counter of this limiter (tests). */
  reset(): Promise<void>;
}

function windowMs(): number {
  return config().RATE_LIMIT_WINDOW_SECONDS * 1000;
}

/** The start of the window `now` falls in: windows are aligned, so every instance agrees on them. */
function windowOf(now: Date): { start: Date; end: Date } {
  const ms = windowMs();
  const start = Math.floor(now.getTime() / ms) * ms;
  return { start: new Date(start), end: new Date(start + ms) };
}

/**
 * Adds `hits` to each counter in one statement and answers the counts in this window. Keys are
 * sorted so that concurrent statements lock the rows in the same order (no deadlock).
 */
async function add(rows: { key: string; hits: number }[], now: Date): Promise<Map<string, number>> {
  const { start, end } = windowOf(now);
  const sorted = [...new Map(rows.map((r) => [r.key, r])).values()].sort((a, b) => (a.key < b.key ? -1 : 1));
  const db = await getDb();
  const counted = await db
    .insert(rateLimitCounters)
    .values(sorted.map((r) => ({ key: r.key, windowStart: start, count: r.hits, expiresAt: end })))
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        // A row of an earlier window restarts at this request's hits; a later one (a clock behind) keeps counting.
        count: sql`case when ${rateLimitCounters.windowStart} < excluded.window_start then excluded.count else ${rateLimitCounters.count} + excluded.count end`,
        windowStart: sql`greatest(${rateLimitCounters.windowStart}, excluded.window_start)`,
        expiresAt: sql`greatest(${rateLimitCounters.expiresAt}, excluded.expires_at)`,
      },
    })
    .returning({ key: rateLimitCounters.key, count: rateLimitCounters.count });
  return new Map(counted.map((r) => [r.key, r.count]));
}

/** The limiter named `name`: its counters are `<name>:<budget key>` rows shared by every instance. */
export function rateLimiter(name: string): RateLimiter {
  const rowKey = (key: string) => `${name}:${key}`;
  return {
    async consume(budgets, now) {
      if (budgets.length === 0) return;
      const counts = await add(
        budgets.map((b) => ({ key: rowKey(b.key), hits: b.counts === false ? 0 : 1 })),
        now,
      );
      const over = budgets.some(({ key, limit, counts: adds = true }) => {
        const n = counts.get(rowKey(key)) ?? 0;
        return adds ? n > limit : n >= limit;
      });
      if (over) throw new RateLimitedError((windowOf(now).end.getTime() - now.getTime()) / 1000);
    },
    async record(key, now) {
      await add([{ key: rowKey(key), hits: 1 }], now);
    },
    async reset() {
      const db = await getDb();
      await db.delete(rateLimitCounters).where(like(rateLimitCounters.key, `${name.replace(/[\\%_]/g, "\\$&")}:%`));
    },
  };
}

/** Deletes the counters whose window has ended: they would restart at the next request anyway. */
export async function purgeRateLimitCounters(db: Executor, now: Date): Promise<number> {
  const gone = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.expiresAt, now))
    .returning({ key: rateLimitCounters.key });
  return gone.length;
}

export const rateLimitPurgeJob: Job = {
  name: "rate-limit-purge",
  intervalMs: 60 * 1000,
  run: async (ctx) => ({ purged: await purgeRateLimitCounters(await executor(ctx), ctx.now()) }),
};
