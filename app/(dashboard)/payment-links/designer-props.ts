import type { Ctx } from "@/server/platform/context";
import { config } from "@/server/platform/config";
import { getMerchant } from "@/server/accounts/merchants/get-merchant";
import { merchantInScope } from "@/server/platform/tenancy";
import { getLocale } from "next-intl/server";
import { isLocale, defaultLocale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";

/**
 * What every designer page needs besides the link: whose name the checkout shows, the upload limit, and the
 * checkout's own texts for the preview (plain `{name}` strings, as the hosted page reads them; the client
 * catalogue next-intl holds is compiled).
 */
export async function designerProps(ctx: Ctx, merchantId?: string) {
  const id = merchantId ?? merchantInScope(ctx);
  const merchantName = id ? (await getMerchant({ ctx, id })).name : "";
  const locale = await getLocale();
  const messages = loadMessages(isLocale(locale) ? locale : defaultLocale) as {
    paymentLinks?: { checkout?: Record<string, unknown> };
  };
  const checkoutStrings = messages.paymentLinks?.checkout ?? {};
  return { merchantName, uploadMaxBytes: config().UPLOAD_MAX_BYTES, hasMerchant: !!id, checkoutStrings };
}
