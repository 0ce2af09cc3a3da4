import { createHash, timingSafeEqual } from "node:crypto";
import { randomToken } from "@/server/platform/ids";

export function generateKeyPair(): { publicKey: string; secretKey: string } {
  return { publicKey: `pk_${randomToken(18)}`, secretKey: `sk_${randomToken(32)}` };
}

/** Secrets are 256-bit random, so a plain SHA-256 is enough; a slow hash buys nothing here. */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
