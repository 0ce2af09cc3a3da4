import type { Ctx } from "@/server/platform/context";
import { config } from "@/server/platform/config";
import { getMerchant } from "@/server/accounts/merchants/get-merchant";
import { merchantInScope } from "@/server/platform/tenancy";

/** What every designer page needs besides the link: whose name the checkout shows, and the upload limit. */
export async function designerProps(ctx: Ctx, merchantId?: string) {
  const id = merchantId ?? merchantInScope(ctx);
  const merchantName = id ? (await getMerchant({ ctx, id })).name : "";
  return { merchantName, uploadMaxBytes: config().UPLOAD_MAX_BYTES, hasMerchant: !!id };
}
