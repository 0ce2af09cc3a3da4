import { eq } from "drizzle-orm";
import { cardTokens, checkoutCardTokens } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { checkoutCard, invalidCheckoutToken, isCheckoutToken, usableCheckoutToken } from "./consume-checkout-token";
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
  if (!isCheckoutToken(token) || !session) throw invalidCheckoutToken();
  const db = await executor(ctx);
  const [row] = await db
    .select({ bound: checkoutCardTokens, card: cardTokens })
    .from(checkoutCardTokens)
    .innerJoin(cardTokens, eq(cardTokens.id, checkoutCardTokens.cardTokenId))
    .where(usableCheckoutToken(token, linkId, session, ctx.now()))
    .limit(1);
  if (!row) throw invalidCheckoutToken();
  return checkoutCard(row);
}
