import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { cardKeys } from "./card-keys";

/**
 * AES-256-GCM of the card's secret part. A fresh 96-bit IV per encryption; the token row's id
 * is the associated data, so a ciphertext copied onto another row does not decrypt.
 * Callers: tokenize (encrypt), reveal-card-for-charge (the one path that hands a number out),
 * the legacy de-duplication match and the key rotation (both decrypt internally, return nothing).
 */
export interface CardSecret {
  number: string;
  holderName: string;
  expirationMonth: string;
  expirationYear: string;
}

export interface SealedCard {
  keyId: string;
  iv: string;
  ciphertext: string;
}

export function sealCard(tokenId: string, secret: CardSecret): SealedCard {
  const { current } = cardKeys();
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", current.key, iv);
  cipher.setAAD(Buffer.from(tokenId, "utf8"));
  const body = Buffer.concat([cipher.update(JSON.stringify(secret), "utf8"), cipher.final(), cipher.getAuthTag()]);
  return { keyId: current.id, iv: iv.toString("base64"), ciphertext: body.toString("base64") };
}

export class CardKeyMissingError extends Error {
  constructor(readonly keyId: string) {
    super(`Card encryption key '${keyId}' is not configured (CARD_ENCRYPTION_OLD_KEYS).`);
  }
}

export function openCard(tokenId: string, sealed: SealedCard): CardSecret {
  const key = cardKeys().byId.get(sealed.keyId);
  if (!key) throw new CardKeyMissingError(sealed.keyId);
  const body = Buffer.from(sealed.ciphertext, "base64");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(sealed.iv, "base64"));
  decipher.setAAD(Buffer.from(tokenId, "utf8"));
  decipher.setAuthTag(body.subarray(body.length - 16));
  const plain = Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]);
  return JSON.parse(plain.toString("utf8")) as CardSecret;
}

/** HMAC-SHA-256 of the full number under the fingerprint key (never the encryption key). */
export function cardFingerprint(number: string): string {
  return createHmac("sha256", cardKeys().fingerprintKey).update(number, "utf8").digest("hex");
}
