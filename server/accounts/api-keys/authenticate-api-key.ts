import { eq, sql } from "drizzle-orm";
import { apiKeys, merchants } from "@/db/schema";
import { merchantOfCheckoutCredential } from "@/server/payments/checkout-credentials/checkout-credential";
import { processSingleton } from "@/server/platform/process/singleton";
import { AuthenticationError, PermissionError } from "@/server/platform/errors";
import { anonymousCtx, executor, type Actor, type Ctx } from "@/server/platform/context";
import { secretMatches } from "./key-material";
import { ipAllowed } from "./ip-whitelist";
import { cachedActiveKey, rememberActiveKey } from "./active-key-cache";

export interface BasicCredentials {
  username: string;
  password: string;
}

export function parseBasicAuth(header: string | null): BasicCredentials | undefined {
  if (!header) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return { username: decoded, password: "" };
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * An active key of an active merchant (or a platform key). The merchant's status comes in the same
 * query: a suspended merchant's keys, secret and public, fail like an unknown key.
 */
async function findActiveKey(ctx: Ctx, publicKey: string) {
  // Printable ASCII only: a NUL (or any control byte) in the user name would reach PostgreSQL, which
  // refuses it in text; such a key is simply unknown (401).
  if (!/^pk_[\x21-\x7e]{1,97}$/.test(publicKey)) return undefined;
  const cached = cachedActiveKey(publicKey);
  if (cached) return cached;
  const db = await executor(ctx);
  const [row] = await db
    .select({ key: apiKeys, merchantStatus: merchants.status })
    .from(apiKeys)
    .leftJoin(merchants, eq(merchants.id, apiKeys.merchantId))
    .where(eq(apiKeys.publicKey, publicKey))
    .limit(1);
  if (!row || row.key.status !== "active") return undefined;
  if (row.key.merchantId && row.merchantStatus !== "active") return undefined;
  rememberActiveKey(row.key);
  return row.key;
}

/** `Authorization: Basic base64(pk:sk)`: a merchant key acts as its merchant, a platform key as admin. */
export async function authenticateSecretKey(
  creds: BasicCredentials | undefined,
  ip: string | undefined,
  ctx: Ctx = anonymousCtx({ clientIp: ip }),
): Promise<Actor> {
  if (!creds)
    throw new AuthenticationError("Missing API credentials: use HTTP Basic with your public and secret keys.");
  const key = await findActiveKey(ctx, creds.username);
  // Same answer for unknown, inactive, revoked and wrong-secret: nothing is revealed.
  if (!key || !creds.password || !secretMatches(creds.password, key.secretHash)) throw new AuthenticationError();
  if (!ipAllowed(key.ipWhitelist, ip)) {
    throw new PermissionError("This address is not in the API key's IP whitelist.", "ip_not_allowed");
  }
  await touchLastUsed(ctx, key.id);
  return key.merchantId
    ? { role: "merchant", merchantId: key.merchantId, via: "api_key", apiKeyId: key.id }
    : { role: "admin", via: "api_key", apiKeyId: key.id };
}

/**
 * `Authorization: Basic base64(pk:)`, for calls from a buyer's browser (tokenize, 3DS, fraud).
 * The IP whitelist does not apply: these calls come from buyers, not from the merchant's servers.
 */
export async function authenticatePublicKey(
  creds: BasicCredentials | undefined,
  ctx: Ctx = anonymousCtx(),
): Promise<Actor & { role: "public" }> {
  if (!creds)
    throw new AuthenticationError("Missing public key: use HTTP Basic with your public key as the user name.");
  // A password here means the secret key travelled to a browser, where anyone can read it: refused, whether
  // it is the right one or not, so the integration is fixed before it ships (docs/api/authentication.md).
  if (creds.password)
    throw new AuthenticationError(
      "A secret key was sent to a browser endpoint. Send the public key alone (`pk_…:`), keep the secret key on " +
        "your server, and roll it if it ever shipped to browsers.",
      "secret_key_in_browser",
    );
  // The hosted checkout's own credential (not an API key): it acts as the buyer's page of its merchant.
  const checkoutMerchant = await merchantOfCheckoutCredential(ctx, creds.username);
  if (checkoutMerchant) return { role: "public", merchantId: checkoutMerchant, via: "checkout" };
  const key = await findActiveKey(ctx, creds.username);
  if (!key || !key.merchantId) throw new AuthenticationError("Invalid or inactive public key.", "invalid_public_key");
  return { role: "public", merchantId: key.merchantId, via: "public_key", apiKeyId: key.id };
}

// When each key last wrote last_used_at, for the whole process (every module instance of it).
const lastTouched = processSingleton("api-key-last-touched", () => new Map<string, number>());

/** last_used_at is informative; writing it at most once a minute keeps hot keys off the write path. */
async function touchLastUsed(ctx: Ctx, id: string): Promise<void> {
  const now = Date.now();
  if ((lastTouched.get(id) ?? 0) > now - 60_000) return;
  lastTouched.set(id, now);
  const db = await executor(ctx);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(apiKeys.id, id));
}
