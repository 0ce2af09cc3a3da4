import { and, eq, gt, isNull } from "drizzle-orm";
import { cardTokens, checkoutCardTokens } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import type { CardBrand } from "@/sdk/src/brands";
import { openCard } from "./card-cipher";
import { invalidCheckoutToken, isCheckoutToken } from "./consume-checkout-token";
import { checkoutSessionHash } from "./checkout-session";
import type { RevealedCard } from "./revealed-card";

/**
 * The card of a hosted checkout's token for its 3-D Secure authentication, which comes BEFORE the payment:
 * the token must be of link `linkId`, made in this checkout session, unexpired and not yet used, and it
 * stays unused (the payment uses it afterwards, consume-checkout-token.ts). Unknown, foreign, expired and
 * used tokens get the same answer as at payment: 400 `invalid_token` on `token`.
 */
export async function revealUnusedCheckoutToken({
  ctx,
  token,
  linkId,
  session,
}: {
  ctx: Ctx;
  token: string | undefined;
  linkId: string;
  session: string | undefined;
}): Promise<RevealedCard> {
  const invalid = invalidCheckoutToken;
  if (!isCheckoutToken(token) || !session) throw invalid();
  const db = await executor(ctx);
  const [row] = await db
    .select({ bound: checkoutCardTokens, card: cardTokens })
    .from(checkoutCardTokens)
    .innerJoin(cardTokens, eq(cardTokens.id, checkoutCardTokens.cardTokenId))
    .where(
      and(
        eq(checkoutCardTokens.token, token),
        eq(checkoutCardTokens.paymentLinkId, linkId),
        eq(checkoutCardTokens.sessionHash, checkoutSessionHash(session)),
        isNull(checkoutCardTokens.usedAt),
        gt(checkoutCardTokens.expiresAt, ctx.now()),
      ),
    )
    .limit(1);
  if (!row) throw invalid();
  const typed = openCard(row.bound.id, row.bound);
  return {
    tokenId: row.card.id,
    number: typed.number,
    holderName: typed.holderName,
    expirationMonth: typed.expirationMonth,
    expirationYear: typed.expirationYear,
    brand: row.card.brand as CardBrand,
    lastFourDigits: row.card.lastFour,
    firstSixDigits: row.card.firstSix,
  };
}
