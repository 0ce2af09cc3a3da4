import { createHmac, randomBytes } from "node:crypto";

const PREFIX = "whsec_";

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export function generateSigningSecret(): string {
  return PREFIX + randomBytes(32).toString("base64");
}

/**
 * `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">` keyed with the secret's decoded bytes,
 * as the Standard Webhooks specification says, so any of its libraries verifies it.
 */
export function signPayload(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, "base64");
  const mac = createHmac("sha256", key).update(`${id}.${timestampSeconds}.${body}`).digest("base64");
  return `v1,${mac}`;
}

/** The headers of one attempt; the timestamp is the real time of sending (receivers check it against theirs). */
export function signedHeaders(secret: string, id: string, body: string, sentAt: Date): Record<string, string> {
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  return {
    "content-type": "application/json",
    "user-agent": "Payments-Webhooks/1.0",
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signPayload(secret, id, timestamp, body),
  };
}
