import { and, eq, isNull, ne, type SQL } from "drizzle-orm";
import { wallets } from "@/db/schema";
import type { Ctx } from "@/server/context";

/**
 * The tenant condition for wallets: a merchant sees its own, an admin every wallet except
 * the external clearing account, which is bookkeeping and never an API object.
 */
export function walletScope(ctx: Ctx, id?: string): SQL | undefined {
  const a = ctx.actor;
  const byId = id ? eq(wallets.id, id) : undefined;
  if (a.role !== "admin") return and(byId, eq(wallets.ownerType, "merchant"), eq(wallets.ownerId, a.merchantId));
  return and(byId, ne(wallets.ownerType, "external"));
}

export function walletOwnerCondition(owner: { ownerType?: "merchant" | "platform"; merchantId?: string }): SQL | undefined {
  if (owner.merchantId) return and(eq(wallets.ownerType, "merchant"), eq(wallets.ownerId, owner.merchantId));
  if (owner.ownerType === "platform") return and(eq(wallets.ownerType, "platform"), isNull(wallets.ownerId));
  if (owner.ownerType === "merchant") return eq(wallets.ownerType, "merchant");
  return undefined;
}
