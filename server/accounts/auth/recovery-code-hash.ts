import { createHash, randomBytes } from "node:crypto";
import { hash, parseOptions } from "@node-rs/argon2";
import { normalizeRecoveryCode } from "./totp";

/**
 * How recovery codes are kept: argon2id (the library's defaults, as for passwords: 19 MiB, 2 passes,
 * ~30 ms) of the SHA-256 of the code's normalized form. A code has about 49 bits, so its bare SHA-256
 * (what was stored before) falls to a GPU in hours once the table leaks; argon2 makes each guess cost
 * what a password guess does.
 *
 * One salt per user's set of ten, not per code: a code typed at sign-in then costs one argon2
 * computation (hashed with the set's salt and compared in the WHERE of the claiming update), not ten
 * verifications. Still salted per user, so no guess is shared between users; within a set a guess tests
 * ten codes at once, which an online guesser gets anyway since any of the ten signs in.
 *
 * Why the SHA-256 inside: codes stored before this scheme are SHA-256 digests, and the service cannot
 * know their codes, so it can only wrap them. `rehashLegacyRecoveryCodes` wraps each with argon2 in
 * the background; until it has reached a row, that row is still matched by its bare digest
 * (`isLegacyRecoveryCodeHash`), so no code a user printed stops working.
 */

/** Normalized codes are ten characters of the alphabet of `newRecoveryCode`. */
const CODE_SHAPE = /^[a-hjkmnp-z2-9]{10}$/;

/** Whether a typed code can be a recovery code at all (a TOTP code cannot): no hash is spent otherwise. */
export function looksLikeRecoveryCode(code: string): boolean {
  return CODE_SHAPE.test(normalizeRecoveryCode(code));
}

/** A row stored before argon2: the bare hex SHA-256 of the normalized code. */
export function isLegacyRecoveryCodeHash(stored: string): boolean {
  return /^[0-9a-f]{64}$/.test(stored);
}

/** SHA-256 of the normalized code: the old stored form, and what argon2 is given now. */
export function recoveryCodeDigest(code: string): string {
  return createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
}

export function newRecoveryCodeSalt(): Buffer {
  return randomBytes(16);
}

/** argon2id of a digest (the legacy form, or `recoveryCodeDigest`) with `salt`: a PHC string. */
export function hashRecoveryCodeDigest(digest: string, salt: Buffer): Promise<string> {
  return hash(digest, { salt });
}

export function hashRecoveryCode(code: string, salt: Buffer): Promise<string> {
  return hashRecoveryCodeDigest(recoveryCodeDigest(code), salt);
}

/** The salt of a stored argon2 hash (`$argon2id$v=19$m=…,t=…,p=…$<salt>$<hash>`), base64 without padding. */
export function saltOfRecoveryCodeHash(stored: string): Buffer | undefined {
  const parts = stored.split("$");
  return parts.length === 6 && parts[1].startsWith("argon2") ? Buffer.from(parts[4], "base64") : undefined;
}

/**
 * What `code` would be stored as, for each salt and parameters among the user's stored hashes (one
 * salt per set, so normally one argon2 computation), and its bare digest if a legacy row is among them.
 * The claiming update matches any of these.
 */
export async function storedFormsOf(code: string, stored: string[]): Promise<string[]> {
  const digest = recoveryCodeDigest(code);
  const forms: string[] = stored.some(isLegacyRecoveryCodeHash) ? [digest] : [];
  // The part before the hash itself: algorithm, version, parameters and salt.
  const settings = new Map<string, string>();
  for (const s of stored) if (saltOfRecoveryCodeHash(s)) settings.set(s.slice(0, s.lastIndexOf("$")), s);
  for (const example of settings.values()) {
    const salt = saltOfRecoveryCodeHash(example)!;
    const { memoryCost, timeCost, parallelism, outputLen, algorithm, version } = parseOptions(example);
    forms.push(await hash(digest, { salt, memoryCost, timeCost, parallelism, outputLen, algorithm, version }));
  }
  return forms;
}
