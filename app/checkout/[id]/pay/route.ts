import { z } from "zod";
import { continueUrlOf } from "@/server/payments/charges/checkout-charge";
import { payApplePayCharge } from "@/server/payments/charges/pay-apple-pay-charge";
import { ok } from "@/server/http/envelope";
import { parseBody, parseId } from "@/server/http/parse";
import { route } from "@/server/http/route";

const payBody = z.strictObject({ payment_token: z.string().min(1).max(500) });

/**
 * The sandbox Apple Pay sheet's confirmation, from the checkout page itself only (same origin).
 * Answers where to send the buyer next: the merchant's return_url (with charge_id), or back to the
 * checkout, which shows the outcome.
 */
export const POST = route<{ id: string }>({ auth: "checkout", sameOrigin: true }, async ({ req, ctx, params }) => {
  const { payment_token } = await parseBody(req, payBody);
  const charge = await payApplePayCharge({ ctx, id: parseId(params.id), paymentToken: payment_token });
  const here = `/checkout/${charge.id}`;
  const redirect = charge.status === "failed" ? here : (continueUrlOf(charge) ?? here);
  return ok({ status: charge.status, redirect_url: redirect });
});
