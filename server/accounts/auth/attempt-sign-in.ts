import { anonymousCtx, executor } from "@/server/platform/context";
import { log } from "@/server/platform/log";
import { hasTotp, verifySecondFactor } from "./second-factor";
import { emailHash, signInThrottle, throttleKeys } from "./sign-in-throttle";
import { verifyCredentials, type SignedInUser } from "./verify-credentials";

export type SignInOutcome =
  | { ok: true; user: SignedInUser }
  | { ok: false; reason: "invalid" }
  /** The password was right and the account has TOTP: ask for the code, count nothing. */
  | { ok: false; reason: "code_required" }
  /** Wrong or reused code: counted like a wrong password. */
  | { ok: false; reason: "invalid_code" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/**
 * One sign-in attempt: refused at once while the account or the address is blocked (no password
 * hashed), else claimed (counted as a failure) and then checked, so that attempts sent together are
 * checked no more often than one after another (server/accounts/auth/sign-in-throttle.ts); an attempt that
 * was not a failure gives its count back.
 * An account with TOTP also needs its code (or a recovery code): a wrong one is a failure like a
 * wrong password, so codes are throttled too. Refusals are logged with a hash of the e-mail.
 */
export async function attemptSignIn(input: {
  email: string;
  password: string;
  code?: string;
  ip?: string;
  now?: Date;
}): Promise<SignInOutcome> {
  const now = input.now ?? new Date();
  const ctx = anonymousCtx({ now: () => now, clientIp: input.ip });
  const keys = throttleKeys(input.email, input.ip);
  const claim = await signInThrottle.claim(ctx, keys);
  if (!claim.allowed) {
    const wait = claim.retryAfterSeconds;
    log.info("sign-in throttled", { emailHash: emailHash(input.email), ip: input.ip, retryAfterSeconds: wait });
    return { ok: false, reason: "throttled", retryAfterSeconds: wait };
  }
  const user = await verifyCredentials(input.email, input.password, ctx);
  if (!user) {
    log.info("sign-in refused", { emailHash: emailHash(input.email), ip: input.ip });
    return { ok: false, reason: "invalid" };
  }
  const db = await executor(ctx);
  if (await hasTotp(db, user.id)) {
    if (!input.code) {
      // The right password, and the form now asks for the code: not a failure.
      await signInThrottle.forgive(ctx, keys);
      return { ok: false, reason: "code_required" };
    }
    const factor = await verifySecondFactor(db, user.id, input.code, now);
    if (!factor) {
      log.info("sign-in code refused", { emailHash: emailHash(input.email), ip: input.ip });
      return { ok: false, reason: "invalid_code" };
    }
    if (factor === "recovery_code") log.info("sign-in with a recovery code", { userId: user.id });
  }
  // A success clears the account's count; the address keeps its others (an attacker's own account must not
  // reset it), less this attempt's.
  const [account, ...addresses] = keys;
  await signInThrottle.clear(ctx, account);
  if (addresses.length) await signInThrottle.forgive(ctx, addresses);
  return { ok: true, user };
}
