import { and, eq } from "drizzle-orm";
import { merchants, paymentLinkHolds, paymentLinks } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { InvalidRequestError, NotFoundError, ValidationError } from "@/server/platform/errors";
import { createCharge } from "@/server/payments/charges/create-charge";
import { log } from "@/server/platform/log";
import { availabilityOf, publicBaseUrl } from "./present-payment-link";
import { releaseUse, reserveUse } from "./reserve-use";
import { linkPaymentMethods } from "@/server/universal/payment-methods";
import type { PayLinkInput, PayLinkResult } from "./pay-schemas";
import { actingForMerchant } from "@/server/platform/tenancy";
import { consumeCheckoutToken } from "@/server/payments/tokens/consume-checkout-token";
import { openLinkPixCharge } from "./open-link-pix-charge";

const UNAVAILABLE = {
  inactive: ["link_inactive", "This payment link is no longer active."],
  expired: ["link_expired", "This payment link has expired."],
  used_up: ["link_used_up", "This payment link has reached its limit of payments."],
} as const;

/**
 * The link as the public page sees it: by id alone, any merchant (the id in the URL is the capability),
 * but only while its merchant is active. A suspended merchant's links are unknown to buyers, like its
 * keys are to integrators (SECURITY.md, "Session and key checks").
 */
export async function findPublicLink(ctx: Ctx, id: string) {
  const db = await executor(ctx);
  const [found] = await db
    .select({ link: paymentLinks })
    .from(paymentLinks)
    .innerJoin(merchants, and(eq(merchants.id, paymentLinks.merchantId), eq(merchants.status, "active")))
    .where(eq(paymentLinks.id, id))
    .limit(1);
  return found?.link;
}

export function refuseUnavailable(row: Parameters<typeof availabilityOf>[0], now: Date): void {
  const availability = availabilityOf(row, now);
  if (availability !== "available") {
    const [code, message] = UNAVAILABLE[availability];
    throw new InvalidRequestError(code, message);
  }
}

/**
 * What a payment of the link in `method` is for: the link's fixed amount, or the buyer's (only when the
 * link has none). Shared by the payment and by its 3-D Secure authentication, which must be for the same amount.
 */
export function amountToPay(
  link: { allowedPaymentMethods: string[]; currency: string; amount: number | null },
  method: PayLinkInput["payment_method"],
  given: number | undefined,
): number {
  if (!link.allowedPaymentMethods.includes(method) || !linkPaymentMethods(link.currency).includes(method)) {
    throw new InvalidRequestError("payment_method_disabled", `This link does not take ${method}.`, "payment_method");
  }
  if (link.amount !== null && given !== undefined && given !== link.amount) {
    throw new ValidationError("amount: This link has a fixed amount.", "amount");
  }
  const amount = link.amount ?? given;
  if (amount === undefined) throw new ValidationError("amount: Type the amount to pay.", "amount");
  return amount;
}

/**
 * A buyer pays through a link. One use is reserved atomically first (so max_uses holds under any
 * number of concurrent buyers), the charge is made as the link's merchant with payment_link_id, and
 * the use is given back unless the payment went through: a declined card does not consume a use.
 * An Apple Pay charge keeps its use while the buyer is in the secure checkout.
 */
export async function payLink({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: PayLinkInput;
}): Promise<PayLinkResult> {
  const link = await findPublicLink(ctx, id);
  if (!link) throw new NotFoundError("payment link");
  const now = ctx.now();
  refuseUnavailable(link, now);

  const method = input.payment_method;
  const amount = amountToPay(link, method, input.amount);
  const maxInstallments = method === "credit_card" ? (link.maxInstallments ?? 1) : 1;
  if (input.installments > maxInstallments || input.installments > amount) {
    throw new ValidationError(`installments: At most ${maxInstallments} installments.`, "installments");
  }
  if (method === "credit_card" && !input.token)
    throw new ValidationError("token: The card was not tokenized.", "token");
  // Only a token made on this link's page, in this checkout session, pays, and only once
  // (docs/api/hosted-checkout.md): a vault token or another page's token is refused.
  if (method === "credit_card")
    await consumeCheckoutToken({ ctx, token: input.token, linkId: link.id, session: input.checkout_session });

  // A Pix code takes no use when it is shown: the payment takes it when the PSP reports it (record-pix-payment.ts).
  if (method === "pix") return openLinkPixCharge(ctx, link, amount, input);

  if (!(await reserveUse(ctx, link.id, now))) {
    // Lost the race, or the link changed since it was read: answer why, from fresh data.
    const fresh = await findPublicLink(ctx, id);
    if (fresh) refuseUnavailable(fresh, now);
    throw new InvalidRequestError(UNAVAILABLE.used_up[0], UNAVAILABLE.used_up[1]);
  }

  const chargeCtx = actingForMerchant({ ...ctx, tx: undefined }, link.merchantId);
  const successUrl = `${publicBaseUrl()}/pay/${link.id}/success`;
  let charge: Awaited<ReturnType<typeof createCharge>>;
  try {
    charge = await createCharge({
      ctx: chargeCtx,
      input: {
        amount,
        currency: link.currency,
        payment_method: method,
        product_type: link.productType,
        capture: true,
        customer: input.customer,
        items: [
          {
            name: link.title.slice(0, 255),
            quantity: 1,
            unit_price: amount,
            tangible: link.productType === "physical",
          },
        ],
        ...(method === "credit_card"
          ? {
              payment_details: {
                token: input.token ?? "",
                installments: input.installments,
                // The page's 3-D Secure authentication of this card and amount (authenticate-link-payment.ts).
                ...(input.three_ds_authentication_id
                  ? { three_ds_authentication_id: input.three_ds_authentication_id }
                  : {}),
              },
            }
          : { return_url: successUrl }),
        payment_link_id: link.id,
      },
    });
  } catch (e) {
    await releaseUse(ctx, link.id);
    throw e;
  }

  const paid = charge.status === "captured" || charge.status === "authorized";
  const inSecureCheckout = method === "apple_pay" && charge.status === "pending";
  if (!paid && !inSecureCheckout) await releaseUse(ctx, link.id);
  // The Apple Pay buyer finishes on the secure checkout; if that charge fails or is canceled there,
  // the release job (release-holds.ts) gives the use back.
  if (inSecureCheckout)
    await (
      await executor(ctx)
    )
      .insert(paymentLinkHolds)
      .values({ chargeId: charge.id, paymentLinkId: link.id, createdAt: now });
  log.info("payment link paid", {
    requestId: ctx.requestId,
    paymentLinkId: link.id,
    chargeId: charge.id,
    status: charge.status,
  });

  // The same `charge_id` parameter the Apple Pay secure checkout adds to its return_url.
  const afterPayment = withQuery(link.redirectUrl ?? successUrl, "charge_id", charge.id);
  return {
    charge_id: charge.id,
    status: charge.status,
    paid,
    failure_code: charge.failure_code,
    failure_message: charge.failure_message,
    next_url: paid ? afterPayment : inSecureCheckout ? charge.checkout_url : null,
    pix: null,
  };
}

/** The merchant's page learns which charge paid (it confirms nothing: the charge or its webhook does). */
export function withQuery(url: string, name: string, value: string): string {
  const u = new URL(url);
  u.searchParams.set(name, value);
  return u.toString();
}
