import { eq } from "drizzle-orm";
import { checkoutPublicKeys, merchants } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { randomToken } from "@/server/platform/ids";

/** The hosted checkout's credentials start so; a merchant's API keys start with `pk_`. */
export const CHECKOUT_CREDENTIAL_PREFIX = "pkc_";

/**
 * The public credential the hosted checkout page tokenizes with: one per merchant, made on first need.
 * It is the checkout's own, not an API key: it never appears among the merchant's keys, and revoking,
 * deactivating or whitelisting the merchant's keys does not touch it. It authenticates only as a
 * buyer-side public caller of its merchant (authenticatePublicKey), like the page it serves.
 */
export async function checkoutCredential(ctx: Ctx, merchantId: string): Promise<string> {
  const db = await executor(ctx);
  const [found] = await db
    .select({ publicKey: checkoutPublicKeys.publicKey })
    .from(checkoutPublicKeys)
    .where(eq(checkoutPublicKeys.merchantId, merchantId))
    .limit(1);
  if (found) return found.publicKey;
  // Two first page views at once: the first insert wins, the other reads it back.
  await db
    .insert(checkoutPublicKeys)
    .values({ merchantId, publicKey: `${CHECKOUT_CREDENTIAL_PREFIX}${randomToken(24)}` })
    .onConflictDoNothing();
  return checkoutCredential(ctx, merchantId);
}

/** The merchant a checkout credential acts for, if it is one and the merchant is active. */
export async function merchantOfCheckoutCredential(ctx: Ctx, publicKey: string): Promise<string | undefined> {
  // Printable ASCII only (a NUL would reach PostgreSQL, which refuses it in text).
  if (!/^pkc_[\x21-\x7e]{1,96}$/.test(publicKey)) return undefined;
  const db = await executor(ctx);
  const [row] = await db
    .select({ merchantId: checkoutPublicKeys.merchantId, status: merchants.status })
    .from(checkoutPublicKeys)
    .innerJoin(merchants, eq(merchants.id, checkoutPublicKeys.merchantId))
    .where(eq(checkoutPublicKeys.publicKey, publicKey))
    .limit(1);
  return row?.status === "active" ? row.merchantId : undefined;
}
