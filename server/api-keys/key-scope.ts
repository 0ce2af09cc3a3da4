import { and, eq, isNull, type SQL } from "drizzle-orm";
import { apiKeys } from "@/db/schema";
import type { Ctx } from "@/server/context";

/**
 * The tenant condition for api_keys: a merchant only ever touches its own keys;
 * an admin touches the merchant it has switched to, or every key.
 */
export function keyScope(ctx: Ctx, id?: string): SQL | undefined {
  const a = ctx.actor;
  const byId = id ? eq(apiKeys.id, id) : undefined;
  if (a.role === "merchant" || a.role === "public") return and(byId, eq(apiKeys.merchantId, a.merchantId));
  return byId;
}

/** The merchant a new key belongs to: null means a platform key. */
export function ownerOfNewKey(ctx: Ctx): string | null {
  const a = ctx.actor;
  if (a.role === "admin") return a.actingMerchantId ?? null;
  return a.merchantId;
}

export const platformKeys = isNull(apiKeys.merchantId);
