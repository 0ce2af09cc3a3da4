import { and, eq } from "drizzle-orm";
import { apiKeys, checkoutPublicKeys } from "@/db/schema";
import { getDb } from "@/server/db";
import { systemCtx } from "@/server/context";
import { createApiKey } from "@/server/api-keys/create-api-key";
import { revokeApiKey } from "@/server/api-keys/revoke-api-key";

export const CHECKOUT_KEY_NAME = "Hosted checkout (payment links)";

/**
 * The public key the hosted checkout tokenizes with. One per merchant, made on first need, so the
 * page never borrows a key the merchant made for its own site (which it may whitelist or revoke).
 * The pair's secret is thrown away at creation: the key can only act as a public key. A revoked or
 * deactivated checkout key is replaced on the next page view.
 */
export async function checkoutPublicKey(merchantId: string): Promise<string> {
  const db = await getDb();
  const [found] = await db
    .select({ publicKey: apiKeys.publicKey, status: apiKeys.status, apiKeyId: apiKeys.id })
    .from(checkoutPublicKeys)
    .innerJoin(apiKeys, eq(apiKeys.id, checkoutPublicKeys.apiKeyId))
    .where(eq(checkoutPublicKeys.merchantId, merchantId))
    .limit(1);
  if (found?.status === "active") return found.publicKey;
  const key = await createApiKey({ ctx: systemCtx(), input: { name: CHECKOUT_KEY_NAME }, merchantId });
  const previous = found?.apiKeyId;
  const claimed = previous
    ? await db
        .update(checkoutPublicKeys)
        .set({ apiKeyId: key.id })
        .where(and(eq(checkoutPublicKeys.merchantId, merchantId), eq(checkoutPublicKeys.apiKeyId, previous)))
        .returning()
    : await db.insert(checkoutPublicKeys).values({ merchantId, apiKeyId: key.id }).onConflictDoNothing().returning();
  if (claimed.length) return key.public_key;
  // Another page view made one at the same moment: use theirs, drop ours.
  await revokeApiKey({ ctx: systemCtx(), id: key.id });
  return checkoutPublicKey(merchantId);
}
