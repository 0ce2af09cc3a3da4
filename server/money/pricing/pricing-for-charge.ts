import type { Ctx } from "@/server/platform/context";
import { ttlCache } from "@/server/platform/process/ttl-cache";
import { getPricing } from "./get-pricing";
import type { Pricing } from "./defaults";

/**
 * A merchant's pricing as the charge path reads it: remembered per process for 5 seconds, so that a
 * busy merchant's charges do not each read it (docs/api/money-model.md, "Pricing changes"). A change
 * made through this process applies to its next charge; other instances apply it within 5 seconds.
 * Everything else (the pricing screen, its changes and their audit) reads the row itself.
 */
const cache = ttlCache<Pricing & { custom: boolean }>("charge-pricing", 5_000);

export function pricingForCharge(ctx: Ctx, merchantId: string): Promise<Pricing & { custom: boolean }> {
  // Inside a transaction the caller wants the row as that transaction sees it.
  if (ctx.tx) return getPricing({ ctx, merchantId });
  return cache.through(merchantId, () => getPricing({ ctx, merchantId }));
}

/** After a pricing change made through this process, once committed. */
export function forgetPricingForCharge(merchantId: string): void {
  cache.forget(merchantId);
}
