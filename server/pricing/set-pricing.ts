import { merchantPricing } from "@/db/schema";
import { executor, isAdmin, type Ctx } from "@/server/context";
import { PermissionError, ValidationError } from "@/server/http/errors";
import { getPricing } from "./get-pricing";
import type { Pricing } from "./defaults";

/** Admin only: changes some of a merchant's prices; the others keep their current values. */
export async function setPricing({ ctx, merchantId, input }: { ctx: Ctx; merchantId: string; input: Partial<Pricing> }) {
  if (!isAdmin(ctx)) throw new PermissionError("Only an admin can change pricing.", "admin_only");
  const { custom: _custom, ...current } = await getPricing({ ctx, merchantId });
  void _custom;
  const next = { ...current, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) } as Pricing;
  for (const [k, v] of Object.entries(next)) {
    if (!Number.isInteger(v) || v < 0 || v > 10_000_00) throw new ValidationError(`${k} must be a non-negative integer.`, k);
  }
  const db = await executor(ctx);
  const now = ctx.now();
  await db
    .insert(merchantPricing)
    .values({ merchantId, ...next, updatedAt: now })
    .onConflictDoUpdate({ target: merchantPricing.merchantId, set: { ...next, updatedAt: now } });
  return { merchant_id: merchantId, ...next };
}
