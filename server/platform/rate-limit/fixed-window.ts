import { like, lt, sql } from "drizzle-orm";
import { rateLimitCounters } from "@/db/schema";
import type { Job } from "@/server/platform/contracts/job";
import { config } from "@/server/platform/config";
import { executor } from "@/server/platform/context";
import { beforeDatabaseCloses, databaseIsOpen, getDb, type Executor } from "@/server/platform/db";
import { RateLimitedError } from "@/server/platform/errors";
import { log } from "@/server/platform/log";
import { processSingleton } from "@/server/platform/process/singleton";

/**
 * Fixed-window counters of the rate limits: the public entry points that are card-testing targets
 * (tokenize, the payment-link checkout) and the general limit of /v1 (server/http/api-rate-limit.ts).
 * Windows last RATE_LIMIT_WINDOW_SECONDS; the budgets are in server/platform/config and docs/api/rate-limits.md.
 *
 * The counters are rows of `rate_limit_counters` in PostgreSQL, so every instance of the service
 * counts into the same budget. A statement is an upsert of counters that adds the hits, restarts a
 * counter whose window has passed, and answers the counts. Rows of ended windows are deleted by
 * `rateLimitPurgeJob`.
 *
 * Far below a budget, a request costs no statement (docs/api/operations.md, "Rate limits"): when this
 * process read every counter of the request in the last FRESH_MS and each stands, with the hits this
 * process has counted since, below FAST_SHARE of its limit, the hits are kept here and written by the
 * next statement of those counters or within FLUSH_MS. Nearer the limit every request is counted in
 * PostgreSQL before it is answered, so a budget is never passed by one instance, and by several only
 * by what each counted in the last second while it believed the counter under half its limit.
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

/** How long a count read from PostgreSQL lets this process count without a statement. */
const FRESH_MS = 1_000;
/** The share of a limit under which hits may be counted here first. */
const FAST_SHARE = 0.5;
/** How soon hits counted here are written. */
const FLUSH_MS = 1_000;

/** What this process knows of one counter in its window. */
interface Local {
  windowStart: number;
  /** The count PostgreSQL answered at `readAt` (this process's earlier hits included). */
  known: number;
  readAt: number;
  /** Hits counted here since, not yet written. */
  pending: number;
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

/**
 * The counters this process knows, per limiter name: one per process (server/platform/process/singleton.ts),
 * so that the custom server's and Next's copies of this module count together.
 */
function localCounters(name: string) {
  return processSingleton(`rate-limit.${name}`, () => ({
    counters: new Map<string, Local>(),
    flushing: undefined as ReturnType<typeof setTimeout> | undefined,
    flushOnClose: false,
  }));
}

/** The limiter named `name`: its counters are `<name>:<budget key>` rows shared by every instance. */
export function rateLimiter(name: string): RateLimiter {
  const rowKey = (key: string) => `${name}:${key}`;
  const local = localCounters(name);

  /** Whether every budget may be counted here: read lately, and far below its limit. */
  const countsHere = (budgets: Budget[], now: Date): boolean => {
    const start = windowOf(now).start.getTime();
    return budgets.every((b) => {
      const c = local.counters.get(rowKey(b.key));
      return (
        !!c &&
        c.windowStart === start &&
        now.getTime() - c.readAt < FRESH_MS &&
        c.known + c.pending + 1 <= b.limit * FAST_SHARE
      );
    });
  };

  /** Writes the counters' hits (with the ones kept here) and remembers what PostgreSQL answered. */
  const write = async (rows: { key: string; hits: number }[], now: Date): Promise<Map<string, number>> => {
    const start = windowOf(now).start.getTime();
    const taken = rows.map((r) => {
      const c = local.counters.get(r.key);
      const pending = c && c.windowStart === start ? c.pending : 0;
      if (c) c.pending = 0;
      return { key: r.key, hits: r.hits + pending, pending };
    });
    let counts: Map<string, number>;
    try {
      counts = await add(taken, now);
    } catch (e) {
      // Not written: the hits kept here wait for the next statement.
      for (const t of taken) {
        const c = local.counters.get(t.key);
        if (c && c.windowStart === start) c.pending += t.pending;
      }
      throw e;
    }
    for (const [key, count] of counts) {
      const c = local.counters.get(key);
      // Hits counted here while the statement ran stay pending.
      const pending = c && c.windowStart === start ? c.pending : 0;
      local.counters.set(key, { windowStart: start, known: count, readAt: now.getTime(), pending });
    }
    return counts;
  };

  const flush = async (): Promise<void> => {
    if (local.flushing) clearTimeout(local.flushing);
    local.flushing = undefined;
    // Closed meanwhile (tests, a stop): its hits went with it; never open a database from a timer.
    if (!databaseIsOpen()) return;
    const now = new Date();
    const start = windowOf(now).start.getTime();
    const rows: { key: string; hits: number }[] = [];
    for (const [key, c] of local.counters) {
      // A counter of an ended window is forgotten: its window no longer limits anything.
      if (c.windowStart !== start) local.counters.delete(key);
      else if (c.pending > 0) rows.push({ key, hits: 0 });
    }
    if (rows.length === 0) return;
    await write(rows, now).catch((e: unknown) =>
      log.warn("rate-limit counters not written; kept for the next statement", { limiter: name, error: String(e) }),
    );
  };

  const scheduleFlush = () => {
    if (local.flushing) return;
    // Hits kept here are written before the database closes (a stop, the end of a test file).
    if (!local.flushOnClose) {
      local.flushOnClose = true;
      beforeDatabaseCloses(flush);
    }
    local.flushing = setTimeout(() => void flush(), FLUSH_MS);
    local.flushing.unref?.();
  };

  return {
    async consume(budgets, now) {
      if (budgets.length === 0) return;
      if (countsHere(budgets, now)) {
        for (const b of budgets) if (b.counts !== false) local.counters.get(rowKey(b.key))!.pending += 1;
        scheduleFlush();
        return;
      }
      const counts = await write(
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
      await write([{ key: rowKey(key), hits: 1 }], now);
    },
    async reset() {
      local.counters.clear();
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
