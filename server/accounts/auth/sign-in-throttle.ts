import { createHash } from "node:crypto";
import { eq, inArray, lt, sql } from "drizzle-orm";
import { signInThrottles } from "@/db/schema";
import type { Job } from "@/server/platform/contracts/job";
import { executor } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";

/**
 * Brute-force protection of the dashboard sign-in (docs/api/authentication.md, "Sign-in throttling").
 * Failures are counted per account (a hash of the e-mail, known or not, so that the answer does not
 * tell which accounts exist) and per client address, in PostgreSQL so that every instance shares them:
 *
 * - the first FREE_FAILURES failures cost nothing;
 * - each later one blocks further attempts for a growing delay (1 s, 2 s, 4 s, … at most MAX_DELAY);
 * - LOCKOUT_AFTER failures lock the account or address for LOCKOUT (PCI DSS 8.3.4: at most 10);
 * - a count is forgotten WINDOW after its last failure; a success clears the account's count only
 *   (an attacker's own valid account must not reset the address).
 *
 * A blocked attempt is refused before the password is hashed, so it costs no argon2 time either.
 */
export const FREE_FAILURES = 3;
export const LOCKOUT_AFTER = 10;
export const LOCKOUT_MS = 15 * 60 * 1000;
export const WINDOW_MS = 15 * 60 * 1000;
const MAX_DELAY_MS = 60 * 1000;

/** The e-mail as the logs and the counters know it: SHA-256 of its normalized form, never the address itself. */
export function emailHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

export function throttleKeys(email: string, ip: string | undefined): string[] {
  return [`account:${emailHash(email)}`, ...(ip ? [`address:${ip}`] : [])];
}

/** How long `failures` failures block further attempts, or 0. */
export function blockFor(failures: number): number {
  if (failures >= LOCKOUT_AFTER) return LOCKOUT_MS;
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES - 1), MAX_DELAY_MS);
}

/** Seconds until the latest block of `keys` ends, or 0 when an attempt may be checked now. */
export async function blockedFor(db: Executor, keys: string[], now: Date): Promise<number> {
  const rows = await db
    .select({ blockedUntil: signInThrottles.blockedUntil })
    .from(signInThrottles)
    .where(inArray(signInThrottles.key, keys));
  const until = Math.max(0, ...rows.map((r) => r.blockedUntil?.getTime() ?? 0));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** Counts one failure against each key (atomically, shared by every instance) and sets its block. */
export async function recordFailure(db: Executor, keys: string[], now: Date): Promise<void> {
  const stale = new Date(now.getTime() - WINDOW_MS);
  for (const key of keys) {
    const [row] = await db
      .insert(signInThrottles)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: signInThrottles.key,
        set: {
          // postgres.js takes no Date inside raw SQL: the instant goes as ISO text, cast.
          failures: sql`case when ${signInThrottles.lastFailureAt} < ${stale.toISOString()}::timestamptz then 1 else ${signInThrottles.failures} + 1 end`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: signInThrottles.failures });
    const block = blockFor(row.failures);
    await db
      .update(signInThrottles)
      .set({ blockedUntil: block > 0 ? new Date(now.getTime() + block) : null })
      .where(eq(signInThrottles.key, key));
  }
}

export async function clearAccount(db: Executor, email: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.key, `account:${emailHash(email)}`));
}

/** Forgets counts whose window and block have both passed (run by the purge job). */
export async function purgeThrottles(db: Executor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - Math.max(WINDOW_MS, LOCKOUT_MS));
  const gone = await db
    .delete(signInThrottles)
    .where(lt(signInThrottles.lastFailureAt, before))
    .returning({ key: signInThrottles.key });
  return gone.length;
}

/** Forgets the sign-in counts nobody needs any more, every ten minutes. */
export const signInThrottlePurgeJob: Job = {
  name: "sign-in-throttle-purge",
  intervalMs: 10 * 60 * 1000,
  run: async (ctx) => ({ purged: await purgeThrottles(await executor(ctx), ctx.now()) }),
};
