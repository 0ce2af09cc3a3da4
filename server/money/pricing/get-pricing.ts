import { eq } from "drizzle-orm";
import { merchantPricing } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { basisPoints, cents } from "@/server/universal/money-units";
import { DEFAULT_PRICING, type Pricing } from "./defaults";

/** A merchant's pricing: its own row if an admin set one, else the defaults (docs/api/money-model.md). */
export async function getPricing({
  ctx,
  merchantId,
}: {
  ctx: Ctx;
  merchantId: string;
}): Promise<Pricing & { custom: boolean }> {
  const db = await executor(ctx);
  const [row] = await db.select().from(merchantPricing).where(eq(merchantPricing.merchantId, merchantId)).limit(1);
  if (!row) return { ...DEFAULT_PRICING, custom: false };
  return {
    mdr1xBp: basisPoints(row.mdr1xBp),
    mdr2to6Bp: basisPoints(row.mdr2to6Bp),
    mdr7to12Bp: basisPoints(row.mdr7to12Bp),
    anticipationMonthlyBp: basisPoints(row.anticipationMonthlyBp),
    withdrawalFeePix: cents(row.withdrawalFeePix),
    withdrawalFeeTed: cents(row.withdrawalFeeTed),
    pixMdrBp: basisPoints(row.pixMdrBp),
    pixFeeMin: cents(row.pixFeeMin),
    pixFeeMax: cents(row.pixFeeMax),
    pixSettlementDays: row.pixSettlementDays,
    disputeFee: cents(row.disputeFee),
    custom: true,
  };
}
