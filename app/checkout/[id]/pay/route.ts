import { randomUUID } from "node:crypto";
import { z } from "zod";
import { continueUrlOf } from "@/server/charges/checkout-charge";
import { payApplePayCharge } from "@/server/charges/pay-apple-pay-charge";
import { ok, toErrorResponse } from "@/server/http/envelope";
import { PermissionError } from "@/server/http/errors";
import { parseBody, parseId } from "@/server/http/parse";
import { clientIp } from "@/server/http/client-ip";

const payBody = z.strictObject({ payment_token: z.string().min(1).max(500) });

/** Only the checkout page itself may submit its sheet: a cross-site post is refused. */
function sameOrigin(req: Request): boolean {
  const origin = req.headers.get("origin");
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  if (origin) return new URL(origin).host === host;
  return req.headers.get("sec-fetch-site") === "same-origin";
}

/**
 * The sandbox Apple Pay sheet's confirmation. Answers where to send the buyer next: the merchant's
 * return_url (with charge_id), or back to the checkout, which shows the outcome.
 */
export async function POST(req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const requestId = randomUUID();
  try {
    if (!sameOrigin(req)) throw new PermissionError("Cross-site request refused.", "csrf");
    const { payment_token } = await parseBody(req, payBody);
    const id = parseId((await params).id);
    const charge = await payApplePayCharge({ ctx: { requestId, now: () => new Date(), clientIp: clientIp(req) }, id, paymentToken: payment_token });
    const here = `/checkout/${charge.id}`;
    const redirect = charge.status === "failed" ? here : (continueUrlOf(charge) ?? here);
    return ok({ status: charge.status, redirect_url: redirect });
  } catch (e) {
    return toErrorResponse(e, requestId);
  }
}
