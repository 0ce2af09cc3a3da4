import { and, eq } from "drizzle-orm";
import { checkoutCardTokens, threeDsAuthentications } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import type { AuthenticationRow } from "@/server/payments/three-ds/present-authentication";
import { checkoutSessionHash } from "@/server/payments/tokens/checkout-session";
import { isCheckoutToken } from "@/server/payments/tokens/consume-checkout-token";
import { findPublicLink } from "./pay-link";
import type { LinkAuthenticationRef } from "./three-ds-schemas";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The authentication a hosted page made, for that page only: it must be of the link's merchant and of the
 * card behind the page's token, which must be of this link and this checkout session. Anything else, an
 * unknown id included, is one 404, so that an authentication id alone reveals nothing. (The vault keeps one
 * card once, so another page of the same link holding the same card number would match too: it would need
 * the card and this authentication's random id, and could learn only the bank's answer or cancel it.)
 */
export async function findLinkAuthentication(
  ctx: Ctx,
  linkId: string,
  authenticationId: string,
  ref: LinkAuthenticationRef,
): Promise<AuthenticationRow> {
  const missing = () => new NotFoundError("3-D Secure authentication");
  if (!UUID.test(authenticationId) || !isCheckoutToken(ref.token)) throw missing();
  const link = await findPublicLink(ctx, linkId);
  if (!link) throw new NotFoundError("payment link");
  const db = await executor(ctx);
  const [found] = await db
    .select({ row: threeDsAuthentications })
    .from(threeDsAuthentications)
    .innerJoin(
      checkoutCardTokens,
      and(
        eq(checkoutCardTokens.cardTokenId, threeDsAuthentications.cardTokenId),
        eq(checkoutCardTokens.token, ref.token),
        eq(checkoutCardTokens.paymentLinkId, link.id),
        eq(checkoutCardTokens.sessionHash, checkoutSessionHash(ref.checkout_session)),
      ),
    )
    .where(and(eq(threeDsAuthentications.id, authenticationId), eq(threeDsAuthentications.merchantId, link.merchantId)))
    .limit(1);
  if (!found) throw missing();
  return found.row;
}
