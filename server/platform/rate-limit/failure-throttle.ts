import { eq, inArray, lt } from "drizzle-orm";
import { signInThrottles } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";

/**
 * The second kind of limit of this module, beside the fixed windows of fixed-window.ts: a throttle of
 * failures, where each failure past a free few blocks the next attempt for longer and enough of them lock
 * the key out (the sign-in's policy: server/accounts/auth/sign-in-throttle.ts). A fixed window cannot say
 * "blocked until the last failure plus a delay that grows with the count", so its counters are rows of
 * their own (`sign_in_throttles`), shared by every instance like the windows.
 *
 * Atomic by construction: an attempt is claimed, and counted as a failure, before it is checked, under a
 * row lock of each of its keys taken in key order. Attempts sent together are serialised on those rows, so
 * only as many are checked as the policy lets through one after another; the others are refused at once.
 * A check that turns out not to be a failure gives its claim back (`forgive`).
 */
export interface FailurePolicy {
  /** How long `failures` failures block the next attempt, in ms (0: not blocked). */
  blockFor(failures: number): number;
  /** A count is forgotten this long after its last failure. */
  windowMs: number;
  /** Counts older than this (and their blocks) are purged. */
  keepMs: number;
}

export type Claim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface FailureThrottle {
  /** Refuses while any key is blocked; else counts one failure against every key and lets the attempt be checked. */
  claim(ctx: Ctx, keys: string[]): Promise<Claim>;
  /** Gives back the failure a claim counted (the attempt was not a failure). */
  forgive(ctx: Ctx, keys: string[]): Promise<void>;
  /** Forgets a key's count (a success clears the account, never the address). */
  clear(ctx: Ctx, key: string): Promise<void>;
  /** Deletes counts whose window and block have both passed. */
  purge(ctx: Ctx): Promise<number>;
}

export function failureThrottle(policy: FailurePolicy): FailureThrottle {
  const blockedUntil = (failures: number, at: Date): Date | null => {
    const ms = policy.blockFor(failures);
    return ms > 0 ? new Date(at.getTime() + ms) : null;
  };

  /** The rows of `keys`, created if missing, locked in key order until the transaction ends. */
  const lockRows = async (tx: NonNullable<Ctx["tx"]>, keys: string[], now: Date) => {
    const sorted = [...new Set(keys)].sort();
    await tx
      .insert(signInThrottles)
      .values(sorted.map((key) => ({ key, failures: 0, lastFailureAt: now })))
      .onConflictDoNothing();
    return tx
      .select()
      .from(signInThrottles)
      .where(inArray(signInThrottles.key, sorted))
      .orderBy(signInThrottles.key)
      .for("update");
  };

  return {
    async claim(ctx, keys) {
      return inTransaction(ctx, async (t) => {
        const now = t.now();
        const rows = await lockRows(t.tx, keys, now);
        const until = Math.max(0, ...rows.map((r) => r.blockedUntil?.getTime() ?? 0));
        if (until > now.getTime())
          return { allowed: false, retryAfterSeconds: Math.ceil((until - now.getTime()) / 1000) };
        const stale = now.getTime() - policy.windowMs;
        for (const row of rows) {
          const failures = row.lastFailureAt.getTime() < stale ? 1 : row.failures + 1;
          await t.tx
            .update(signInThrottles)
            .set({ failures, lastFailureAt: now, blockedUntil: blockedUntil(failures, now) })
            .where(eq(signInThrottles.key, row.key));
        }
        return { allowed: true };
      });
    },

    async forgive(ctx, keys) {
      await inTransaction(ctx, async (t) => {
        for (const row of await lockRows(t.tx, keys, t.now())) {
          const failures = Math.max(0, row.failures - 1);
          await t.tx
            .update(signInThrottles)
            .set({ failures, blockedUntil: blockedUntil(failures, row.lastFailureAt) })
            .where(eq(signInThrottles.key, row.key));
        }
      });
    },

    async clear(ctx, key) {
      await inTransaction(ctx, (t) => t.tx.delete(signInThrottles).where(eq(signInThrottles.key, key)));
    },

    async purge(ctx) {
      return inTransaction(ctx, async (t) => {
        const before = new Date(t.now().getTime() - policy.keepMs);
        const gone = await t.tx
          .delete(signInThrottles)
          .where(lt(signInThrottles.lastFailureAt, before))
          .returning({ key: signInThrottles.key });
        return gone.length;
      });
    },
  };
}
