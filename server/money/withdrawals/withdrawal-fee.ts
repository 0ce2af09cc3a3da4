import type { z } from "zod";
import type { Ctx } from "@/server/platform/context";
import { getPricing } from "@/server/money/pricing/get-pricing";
import { merchantForNew } from "@/server/platform/tenancy";
import type { WithdrawalMethod } from "@/db/vocabularies";
import type { feeQuery } from "./schemas";

/** The fee of one withdrawal by method, from the merchant's pricing (Pix 0, TED 367 by default). */
export async function feeFor(ctx: Ctx, merchantId: string, method: WithdrawalMethod): Promise<number> {
  const pricing = await getPricing({ ctx, merchantId });
  return method === "pix" ? pricing.withdrawalFeePix : pricing.withdrawalFeeTed;
}

/** A quote: what a withdrawal of `amount` by `method` would cost the caller's merchant. */
export async function withdrawalFee({ ctx, input }: { ctx: Ctx; input: z.output<typeof feeQuery> }) {
  const merchantId = merchantForNew(ctx, "a withdrawal");
  const fee = await feeFor(ctx, merchantId, input.method);
  return {
    method: input.method,
    amount: input.amount,
    fee_amount: fee,
    total_amount: input.amount + fee,
    currency: "BRL",
  };
}
