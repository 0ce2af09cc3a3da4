import type { Ctx } from "@/server/platform/context";
import {
  scoreCharge,
  scoreTokenCharge,
  type ChargeFacts,
  type FraudAssessment,
} from "@/server/payments/fraud/score-charge";
import {
  cardTokenLookup,
  invalidToken,
  revealCardForCharge,
  revealedCardOf,
  type RevealedCard,
} from "@/server/payments/tokens/reveal-card-for-charge";

/**
 * A card charge's card, opened from its token, and its fraud assessment, before the charge exists.
 * A merchant's `tok_…` is read in the same statement as the fraud history (scoreTokenCharge): one round
 * trip for both, the charge path's reads being half its statements (BENCHMARKS.md, issue 30). A hosted
 * checkout's bound token is revealed on its own first, then scored. An unknown token is `invalid_token`
 * either way. `facts.merchantId` is the caller's merchant in scope, the merchant the token must belong to.
 */
export async function revealAndScoreCard(
  ctx: Ctx,
  token: string,
  facts: ChargeFacts,
): Promise<{ card: RevealedCard; fraud: FraudAssessment }> {
  const lookup = cardTokenLookup(ctx, token);
  if (lookup.kind === "checkout") {
    const card = await revealCardForCharge({ ctx, token });
    return { card, fraud: await scoreCharge(ctx, { ...facts, cardTokenId: card.tokenId, cardNumber: card.number }) };
  }
  const scored = await scoreTokenCharge(ctx, { ...facts, merchantId: lookup.merchantId }, token, revealedCardOf);
  if (!scored) throw invalidToken();
  return scored;
}
