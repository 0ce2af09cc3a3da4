import { hash, verify } from "@node-rs/argon2";
import { randomBytes } from "node:crypto";

// argon2id with the library's defaults (19 MiB, 2 passes): slow enough for offline guessing,
// fast enough (~30 ms) for a sign-in.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A password people can type: 4 groups of 4 from an alphabet without look-alikes (~82 bits). */
export function generatePassword(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join("")).join("-");
}
