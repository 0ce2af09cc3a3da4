import { createHash } from "node:crypto";
import type { Job } from "@/server/platform/contracts/job";
import { failureThrottle } from "@/server/platform/rate-limit/failure-throttle";

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
 * A blocked attempt is refused before the password is hashed, so it costs no argon2 time either. Each
 * attempt is claimed (counted) before its password or code is checked, so attempts sent in parallel
 * get no more checks than the same attempts one after another.
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

/** The sign-in's policy on the rate-limit module's failure throttle (atomic: see failure-throttle.ts). */
export const signInThrottle = failureThrottle({
  blockFor,
  windowMs: WINDOW_MS,
  keepMs: Math.max(WINDOW_MS, LOCKOUT_MS),
});

/** Forgets the sign-in counts nobody needs any more, every ten minutes. */
export const signInThrottlePurgeJob: Job = {
  name: "sign-in-throttle-purge",
  intervalMs: 10 * 60 * 1000,
  run: async (ctx) => ({ purged: await signInThrottle.purge(ctx) }),
};
