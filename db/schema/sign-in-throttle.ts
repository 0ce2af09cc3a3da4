import { pgTable, text, integer, timestamp, index } from "drizzle-orm/pg-core";

/**
 * Failed sign-ins counted per account and per client address, in the database so that every
 * instance sees the same counts (server/accounts/auth/sign-in-throttle.ts). `key` is `account:<sha-256 of
 * the e-mail>` or `address:<ip>`: no e-mail is stored in clear.
 */
export const signInThrottles = pgTable(
  "sign_in_throttles",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull().default(0),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true, mode: "date" }).notNull(),
    /** No attempt is checked before this instant (a growing delay, then the lockout). */
    blockedUntil: timestamp("blocked_until", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("sign_in_throttles_last_failure_idx").on(t.lastFailureAt)],
);
