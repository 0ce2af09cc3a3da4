import { pgTable, text, integer, timestamp, index } from "drizzle-orm/pg-core";

/**
 * Fixed-window request counters of the rate limits (server/platform/rate-limit/fixed-window.ts), in the
 * database so that every instance of the service counts into the same budget. One row per
 * counter: `key` is `<limiter>:<budget>` (e.g. `tokenize:keyip:<key id>:<address>`); a request in a
 * later window restarts the count. Rows whose window has ended are deleted by the purge job.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
    count: integer("count").notNull().default(0),
    /** The end of the window: the row means nothing after it (the purge job's index). */
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("rate_limit_counters_expires_idx").on(t.expiresAt)],
);
