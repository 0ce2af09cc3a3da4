import { randomInt } from "node:crypto";
import { generate, generateSecret, generateURI, verify } from "otplib";

/**
 * TOTP (RFC 6238) as authenticator apps know it: SHA-1, 6 digits, 30-second steps, through otplib.
 * A code is accepted from one step before to one step after now (clock drift), and never twice:
 * the caller keeps the step of the last accepted code and passes it as `afterStep`.
 */
export const TOTP_ISSUER = "Pagamentos";
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, accountEmail: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: accountEmail, secret });
}

/** The code for `secret` at `now` (tests, and the e2e helper through the same library). */
export function totpCodeAt(secret: string, now: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
}

/** The time step of a valid code, or undefined (wrong, malformed, or not after `afterStep`). */
export async function checkTotpCode(
  secret: string,
  code: string,
  now: Date,
  afterStep?: number | null,
): Promise<number | undefined> {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return undefined;
  try {
    const result = await verify({
      secret,
      token,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep != null ? { afterTimeStep: afterStep } : {}),
    });
    // The TOTP strategy reports the matched step (the library types it on the TOTP result only).
    return result.valid && "timeStep" in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}

// Recovery codes: 10 characters from an alphabet without look-alikes (~49 bits each), shown as xxxxx-xxxxx.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const RECOVERY_CODE_COUNT = 10;

export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Typed as shown, in any case, with or without the dash or spaces. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, "");
}

// How they are kept (argon2id, one salt per set): ./recovery-code-hash.ts.
