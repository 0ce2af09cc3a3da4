import type { Ctx } from "@/server/context";
import { config } from "@/server/config";
import { getMerchant } from "@/server/merchants/get-merchant";

/** What every designer page needs besides the link: whose name the checkout shows, and the upload limit. */
export async function designerProps(ctx: Ctx, merchantId?: string) {
  const id = merchantId ?? (ctx.actor.role === "admin" ? ctx.actor.actingMerchantId : ctx.actor.merchantId);
  const merchantName = id ? (await getMerchant({ ctx, id })).name : "";
  return { merchantName, uploadMaxBytes: config().UPLOAD_MAX_BYTES, hasMerchant: !!id };
}
