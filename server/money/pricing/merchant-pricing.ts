import type { z } from "zod";
import { type Ctx } from "@/server/platform/context";
import { getPricing } from "./get-pricing";
import type { updatePricingBody } from "./schemas";
import { setPricing, type PricingValues } from "./set-pricing";
import { getMerchant } from "@/server/accounts/merchants/get-merchant";

function present(merchantId: string, p: PricingValues, custom: boolean) {
  return {
    merchant_id: merchantId,
    custom,
    mdr_1x_bp: p.mdr1xBp,
    mdr_2_6_bp: p.mdr2to6Bp,
    mdr_7_12_bp: p.mdr7to12Bp,
    anticipation_monthly_bp: p.anticipationMonthlyBp,
    withdrawal_fee_pix: p.withdrawalFeePix,
    withdrawal_fee_ted: p.withdrawalFeeTed,
    pix_mdr_bp: p.pixMdrBp,
    pix_fee_min: p.pixFeeMin,
    pix_fee_max: p.pixFeeMax,
    pix_settlement_days: p.pixSettlementDays,
    dispute_fee: p.disputeFee,
  };
}

/** The merchant exists and the caller may see it (the tenant rule): one lookup for every settings area. */
async function merchantOrThrow(ctx: Ctx, id: string): Promise<string> {
  return (await getMerchant({ ctx, id })).id;
}

export async function getMerchantPricing({ ctx, id }: { ctx: Ctx; id: string }) {
  const merchantId = await merchantOrThrow(ctx, id);
  const { custom, ...p } = await getPricing({ ctx, merchantId });
  return present(merchantId, p, custom);
}

/** Admin only (the route says so too): changes some prices, the rest stay. */
export async function updateMerchantPricing({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: z.output<typeof updatePricingBody>;
}) {
  const merchantId = await merchantOrThrow(ctx, id);
  const p = await setPricing({
    ctx,
    merchantId,
    input: {
      mdr1xBp: input.mdr_1x_bp,
      mdr2to6Bp: input.mdr_2_6_bp,
      mdr7to12Bp: input.mdr_7_12_bp,
      anticipationMonthlyBp: input.anticipation_monthly_bp,
      withdrawalFeePix: input.withdrawal_fee_pix,
      withdrawalFeeTed: input.withdrawal_fee_ted,
      pixMdrBp: input.pix_mdr_bp,
      pixFeeMin: input.pix_fee_min,
      pixFeeMax: input.pix_fee_max,
      pixSettlementDays: input.pix_settlement_days,
      disputeFee: input.dispute_fee,
    },
  });
  return present(merchantId, p, true);
}
