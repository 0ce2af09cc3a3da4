import type { paymentLinks } from "@/db/schema";
import type { Ctx } from "@/server/platform/context";
import { log } from "@/server/platform/log";
import { actingForMerchant } from "@/server/platform/tenancy";
import { createCharge } from "@/server/payments/charges/create-charge";
import type { PayLinkInput, PayLinkResult } from "./pay-schemas";

/**
 * How long a link's Pix code stays payable: long enough to open the bank app and pay, short enough that a code
 * shown on a link with one use left does not stay payable for an hour (docs/api/pix.md, "Payment links").
 */
export const LINK_PIX_EXPIRES_IN = 15 * 60;

/**
 * A buyer chose Pix on `/pay/{id}`: a Pix charge of the link's merchant with `payment_link_id`, pending with its
 * code. No use of the link is taken here: the payment takes it when the PSP reports it, and a code shown and
 * never paid costs the link nothing (max_uses counts payments).
 */
export async function openLinkPixCharge(
  ctx: Ctx,
  link: typeof paymentLinks.$inferSelect,
  amount: number,
  input: PayLinkInput,
): Promise<PayLinkResult> {
  const charge = await createCharge({
    ctx: actingForMerchant({ ...ctx, tx: undefined }, link.merchantId),
    input: {
      amount,
      currency: link.currency,
      payment_method: "pix",
      product_type: link.productType,
      capture: true,
      customer: input.customer,
      items: [
        { name: link.title.slice(0, 255), quantity: 1, unit_price: amount, tangible: link.productType === "physical" },
      ],
      pix: { expires_in: LINK_PIX_EXPIRES_IN },
      payment_link_id: link.id,
    },
  });
  log.info("payment link Pix code issued", { requestId: ctx.requestId, paymentLinkId: link.id, chargeId: charge.id });
  const pix = charge.pix;
  if (!pix?.qr_code || !pix.qr_code_image) throw new Error(`Pix charge ${charge.id} was answered without its code`);
  return {
    charge_id: charge.id,
    status: charge.status,
    paid: false,
    failure_code: null,
    failure_message: null,
    next_url: null,
    pix: {
      txid: pix.txid,
      qr_code: pix.qr_code,
      qr_code_image: pix.qr_code_image,
      expires_at: pix.expires_at,
      amount,
      status_url: `/pay/${link.id}/pix/${charge.id}`,
    },
  };
}
