import { merchantPricing } from "@/db/schema";
import { executor, isAdmin, type Ctx } from "@/server/context";
import { PermissionError, ValidationError } from "@/server/errors";
import { getPricing } from "./get-pricing";
import type { Pricing } from "./defaults";

/** Admin only: changes some of a merchant's prices; the others keep their current values. */
export async function setPricing({
  ctx,
  merchantId,
  input,
}: {
  ctx: Ctx;
  merchantId: string;
  input: Partial<Pricing>;
}) {
  if (!isAdmin(ctx)) throw new PermissionError("Only an admin can change pricing.", "admin_only");
  const current = await getPricing({ ctx, merchantId });
  const next: Pricing = {
    mdr1xBp: input.mdr1xBp ?? current.mdr1xBp,
    mdr2to6Bp: input.mdr2to6Bp ?? current.mdr2to6Bp,
    mdr7to12Bp: input.mdr7to12Bp ?? current.mdr7to12Bp,
    anticipationMonthlyBp: input.anticipationMonthlyBp ?? current.anticipationMonthlyBp,
    withdrawalFeePix: input.withdrawalFeePix ?? current.withdrawalFeePix,
    withdrawalFeeTed: input.withdrawalFeeTed ?? current.withdrawalFeeTed,
  };
  for (const [k, v] of Object.entries(next)) {
    // Rates are basis points of a percent (at most 100 %); fixed fees are centavos.
    if (!Number.isSafeInteger(v) || v < 0 || (k.endsWith("Bp") && v > 10_000))
      throw new ValidationError(`${k} must be a non-negative integer (rates at most 10000).`, k);
  }
  const db = await executor(ctx);
  const now = ctx.now();
  await db
    .insert(merchantPricing)
    .values({ merchantId, ...next, updatedAt: now })
    .onConflictDoUpdate({ target: merchantPricing.merchantId, set: { ...next, updatedAt: now } });
  return { merchant_id: merchantId, ...next };
}
