import { pgTable, uuid, text, timestamp, bigint, index, uniqueIndex, primaryKey } from "drizzle-orm/pg-core";
import { users } from "./merchants";

/**
 * A dashboard user's TOTP authenticator (server/two-factor/). The shared secret is sealed
 * (AES-256-GCM under SECRETS_ENCRYPTION_KEY): the service must read it back to check codes, so it
 * cannot be hashed. `enabled_at` is null while enrolment waits for the first code.
 */
export const userTotp = pgTable("user_totp", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretSealed: text("secret_sealed").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true, mode: "date" }),
  /** The time step of the last accepted code: a code is accepted once (RFC 6238 §5.2). */
  lastTimeStep: bigint("last_time_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * Single-use recovery codes, shown once and kept as argon2id hashes, one salt per user's set
 * (server/accounts/auth/recovery-code-hash.ts); rows from before are bare SHA-256 until the
 * `recovery-code-rehash` job wraps them.
 */
export const userRecoveryCodes = pgTable(
  "user_recovery_codes",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("user_recovery_codes_user_idx").on(t.userId),
    uniqueIndex("user_recovery_codes_hash_key").on(t.userId, t.codeHash),
  ],
);

/**
 * A dashboard session, known by its user and the instant it signed in (the signed cookie carries both):
 * signing out ends it here, so a copy of the cookie no longer works, and a session idle past its limit
 * ends too (server/accounts/auth/dashboard-sessions.ts). The cookie's own 12-hour lifetime still caps it.
 */
export const dashboardSessions = pgTable(
  "dashboard_sessions",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The sign-in instant in milliseconds, as the cookie says it. */
    signedInAt: bigint("signed_in_at", { mode: "number" }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true, mode: "date" }),
    /**
     * When this session last gave a fresh second factor (or its password, for a user without TOTP): money-out
     * changes from the dashboard need one within the last few minutes (server/accounts/auth/step-up.ts).
     */
    steppedUpAt: timestamp("stepped_up_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.signedInAt] }),
    index("dashboard_sessions_last_seen_idx").on(t.lastSeenAt),
  ],
);
