import { merchants } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { newId } from "@/server/platform/ids";
import { createApiKey } from "@/server/accounts/api-keys/create-api-key";
import { systemCtx, type Ctx } from "@/server/platform/context";

export interface TestMerchant {
  id: string;
  publicKey: string;
  secretKey: string;
  keyId: string;
  /** `Authorization` header value for this merchant's secret key. */
  auth: string;
  /** `Authorization` header value for this merchant's public key alone. */
  publicAuth: string;
  ctx: Ctx;
}

export function basic(user: string, password = ""): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
}

/**
 * The CPF test merchants have on file: the holder of the test bank accounts (tests/recipients/support.ts,
 * tests/withdrawals/support.ts), so that their payout destinations are their own (docs/api/risk.md).
 */
export const TEST_MERCHANT_DOCUMENT = "52998224725";

/** A merchant with an active key pair, made through the same verbs the service uses. */
export async function createTestMerchant(
  name = "Loja Teste",
  opts: { ipWhitelist?: string[]; document?: string | null } = {},
): Promise<TestMerchant> {
  const db = await getDb();
  const id = newId();
  const document = opts.document === undefined ? TEST_MERCHANT_DOCUMENT : opts.document;
  await db.insert(merchants).values({ id, name, email: `${id}@example.com`, document });
  const key = await createApiKey({
    ctx: systemCtx(),
    input: { name: "test", ip_whitelist: opts.ipWhitelist },
    merchantId: id,
  });
  return {
    id,
    publicKey: key.public_key,
    secretKey: key.secret_key,
    keyId: key.id,
    auth: basic(key.public_key, key.secret_key),
    publicAuth: basic(key.public_key),
    ctx: { ...systemCtx(), actor: { role: "merchant", merchantId: id, via: "cli" } },
  };
}

/** A platform (admin) key. */
export async function createPlatformKey(): Promise<{ auth: string; id: string }> {
  const key = await createApiKey({ ctx: systemCtx(), input: { name: "platform" }, merchantId: null });
  return { auth: basic(key.public_key, key.secret_key), id: key.id };
}

/** Lets `merchantId` name each of `partnerIds` in its split rules, as an admin does (docs/api/splits.md). */
export async function allowSplit(merchantId: string, ...partnerIds: string[]): Promise<void> {
  const { createSplitPartner } = await import("@/server/money/split-partners/create-split-partner");
  for (const partnerId of partnerIds)
    await createSplitPartner({ ctx: systemCtx(), input: { merchant_id: merchantId, partner_id: partnerId } });
}
