import { getDb } from "@/server/platform/db";
import { log } from "@/server/platform/log";
import { hasTotp, verifySecondFactor } from "./second-factor";
import { blockedFor, clearAccount, emailHash, recordFailure, throttleKeys } from "./sign-in-throttle";
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
 * hashed), else the credentials are checked and a failure is counted (server/accounts/auth/sign-in-throttle.ts).
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
  const db = await getDb();
  const keys = throttleKeys(input.email, input.ip);
  const wait = await blockedFor(db, keys, now);
  if (wait > 0) {
    log.info("sign-in throttled", { emailHash: emailHash(input.email), ip: input.ip, retryAfterSeconds: wait });
    return { ok: false, reason: "throttled", retryAfterSeconds: wait };
  }
  const user = await verifyCredentials(input.email, input.password);
  if (!user) {
    await recordFailure(db, keys, now);
    log.info("sign-in refused", { emailHash: emailHash(input.email), ip: input.ip });
    return { ok: false, reason: "invalid" };
  }
  if (await hasTotp(db, user.id)) {
    if (!input.code) return { ok: false, reason: "code_required" };
    const factor = await verifySecondFactor(db, user.id, input.code, now);
    if (!factor) {
      await recordFailure(db, keys, now);
      log.info("sign-in code refused", { emailHash: emailHash(input.email), ip: input.ip });
      return { ok: false, reason: "invalid_code" };
    }
    if (factor === "recovery_code") log.info("sign-in with a recovery code", { userId: user.id });
  }
  await clearAccount(db, input.email);
  return { ok: true, user };
}
