import type { Ctx } from "@/server/context";
import { config } from "@/server/config";
import { getMerchant } from "@/server/merchants/get-merchant";
import { merchantInScope } from "@/server/tenancy";

/** What every designer page needs besides the link: whose name the checkout shows, and the upload limit. */
export async function designerProps(ctx: Ctx, merchantId?: string) {
  const id = merchantId ?? merchantInScope(ctx);
  const merchantName = id ? (await getMerchant({ ctx, id })).name : "";
  return { merchantName, uploadMaxBytes: config().UPLOAD_MAX_BYTES, hasMerchant: !!id };
}
