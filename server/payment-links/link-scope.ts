import { and, eq, type SQL } from "drizzle-orm";
import { paymentLinks } from "@/db/schema";
import type { Ctx } from "@/server/context";

/**
 * The tenant condition for payment_links: a merchant only ever touches its own links, so another
 * merchant's id and a missing one are the same 404. An admin touches the merchant it switched to, or any.
 */
export function linkScope(ctx: Ctx, id?: string): SQL | undefined {
  const a = ctx.actor;
  const byId = id ? eq(paymentLinks.id, id) : undefined;
  if (a.role === "merchant" || a.role === "public") return and(byId, eq(paymentLinks.merchantId, a.merchantId));
  return and(byId, a.actingMerchantId ? eq(paymentLinks.merchantId, a.actingMerchantId) : undefined);
}

/** The merchant a new link belongs to; an admin must have chosen one. */
export function ownerOfNewLink(ctx: Ctx): string | undefined {
  const a = ctx.actor;
  return a.role === "admin" ? a.actingMerchantId : a.merchantId;
}
