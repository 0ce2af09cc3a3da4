import type { Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { actingForMerchant } from "@/server/platform/tenancy";
import { authenticateCard } from "@/server/payments/three-ds/create-authentication";
import { revealUnusedCheckoutToken } from "@/server/payments/tokens/reveal-unused-checkout-token";
import { amountToPay, findPublicLink, refuseUnavailable } from "./pay-link";
import { presentLinkAuthentication } from "./present-link-authentication";
import type { LinkAuthenticationInput, LinkAuthenticationView } from "./three-ds-schemas";

/**
 * POST /pay/{id}/3ds: the hosted checkout's 3-D Secure step, before the payment (docs/api/hosted-checkout.md).
 * The page's own card token (of this link, this checkout session, unused) is authenticated for the amount
 * the payment will be, as the link's merchant: the issuer answers frictionless (Y/A), with a challenge (C,
 * shown by the page in its modal), or refuses (N/R). Nothing is charged and no use of the link is taken
 * here: the payment reserves the use afterwards, so an abandoned challenge leaves `uses` as it was.
 * `origin` is the page's own origin (the route checks it is this service's): the one allowed to frame the challenge.
 */
export async function authenticateLinkPayment({
  ctx,
  id,
  input,
  origin,
}: {
  ctx: Ctx;
  id: string;
  input: LinkAuthenticationInput;
  origin: string;
}): Promise<LinkAuthenticationView> {
  const link = await findPublicLink(ctx, id);
  if (!link) throw new NotFoundError("payment link");
  refuseUnavailable(link, ctx.now());
  const amount = amountToPay(link, "credit_card", input.amount);
  const card = await revealUnusedCheckoutToken({
    ctx,
    token: input.token,
    linkId: link.id,
    session: input.checkout_session,
  });
  const merchantCtx = actingForMerchant(ctx, link.merchantId);
  const row = await authenticateCard({
    ctx: merchantCtx,
    card,
    input: { amount, currency: link.currency, browser: input.browser },
    origin,
  });
  return presentLinkAuthentication(row);
}
