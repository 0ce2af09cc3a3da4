import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/server/accounts/auth/auth-secret";
import { randomToken } from "@/server/platform/ids";

/**
 * The checkout session of one view of a hosted payment-link page (docs/api/hosted-checkout.md,
 * "Card tokens on the hosted checkout"). The page gets it in its data; tokenizing on the page
 * (`X-Checkout-Session`) binds the token to it, and paying (`checkout_session`) must present it
 * again. Stateless: `cs_<link id>.<expiry, unix seconds>.<nonce>.<HMAC-SHA-256>`, signed with a key
 * derived from AUTH_SECRET, so a page view writes nothing to the database.
 */
export const CHECKOUT_SESSION_TTL_MS = 2 * 60 * 60 * 1000;

const PATTERN = /^cs_([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/;

function signingKey(): Buffer {
  return createHmac("sha256", authSecret()).update("payments/checkout-session/v1").digest();
}

function signature(payload: string): string {
  return createHmac("sha256", signingKey()).update(payload).digest("base64url");
}

/** A new session for one view of link `linkId`. */
export function issueCheckoutSession(linkId: string, now: Date): string {
  const expires = Math.floor((now.getTime() + CHECKOUT_SESSION_TTL_MS) / 1000);
  const payload = `${linkId}.${expires}.${randomToken(18)}`;
  return `cs_${payload}.${signature(payload)}`;
}

/** The link a session was issued for, if it is genuine and unexpired; else undefined. */
export function verifyCheckoutSession(session: unknown, now: Date): { linkId: string } | undefined {
  if (typeof session !== "string" || session.length > 200) return undefined;
  const m = PATTERN.exec(session);
  if (!m) return undefined;
  const [, linkId, expires, nonce, sig] = m;
  const expected = Buffer.from(signature(`${linkId}.${expires}.${nonce}`));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (Number(expires) * 1000 <= now.getTime()) return undefined;
  return { linkId };
}

/** What the database keeps of a session: its hash (a leaked table row cannot be replayed as a session). */
export function checkoutSessionHash(session: string): string {
  return createHash("sha256").update(session).digest("hex");
}
