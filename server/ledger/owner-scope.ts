import type { Ctx } from "@/server/context";
import { PermissionError } from "@/server/http/errors";

export interface OwnerFilter {
  owner_type?: "merchant" | "platform";
  owner_id?: string;
  merchant_id?: string;
}

/**
 * Whose wallets or receivables a call may see. A merchant sees only its own: naming another
 * merchant (or the platform) in a filter is a 403, so the filter can neither leak another's data
 * nor silently answer something else than was asked. An admin sees everything and may narrow
 * by owner or merchant (or the merchant it switched to in the dashboard).
 */
export function ownerScope(ctx: Ctx, filter: OwnerFilter): { ownerType?: "merchant" | "platform"; merchantId?: string } {
  const a = ctx.actor;
  if (a.role !== "admin") {
    const others = [filter.owner_id, filter.merchant_id].filter((id) => id !== undefined && id !== a.merchantId);
    if (filter.owner_type === "platform" || others.length > 0) {
      throw new PermissionError("A merchant can only see its own wallets and receivables.", "cross_merchant_filter");
    }
    return { ownerType: "merchant", merchantId: a.merchantId };
  }
  const merchantId = filter.merchant_id ?? filter.owner_id ?? (filter.owner_type === "platform" ? undefined : a.actingMerchantId);
  return { ownerType: merchantId ? "merchant" : filter.owner_type, merchantId };
}
