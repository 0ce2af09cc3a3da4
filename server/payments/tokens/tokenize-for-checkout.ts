import { eq } from "drizzle-orm";
import { checkoutCardTokens, paymentLinks } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { InvalidRequestError } from "@/server/platform/errors";
import { newId, randomToken } from "@/server/platform/ids";
import { log } from "@/server/platform/log";
import type { CardInput } from "@/sdk/src/validate-card";
import { sealCard } from "./card-cipher";
import { checkoutSessionHash, verifyCheckoutSession } from "./checkout-session";
import { tokenizeCardOutcome, type TokenizeResult } from "./tokenize-card";

/** How long a hosted checkout's card token can pay: the buyer pays right after tokenizing. */
export const CHECKOUT_TOKEN_TTL_MS = 10 * 60 * 1000;

/**
 * Whether the caller is the hosted checkout's own credential (server/payments/checkout-credentials), which
 * authenticates as `via: "checkout"`; a merchant's public key is `via: "public_key"`.
 */
export async function isCheckoutKey(ctx: Ctx): Promise<boolean> {
  return ctx.actor.role === "public" && ctx.actor.via === "checkout";
}

const invalidSession = () =>
  new InvalidRequestError(
    "checkout_session_invalid",
    "This checkout session is unknown or has expired: reload the page.",
    "checkout_session",
  );

/**
 * Tokenizes a card on a hosted payment-link page: the card joins the merchant's vault as any
 * tokenization does (without rewriting a stored card), and the page gets a token of its own, `ctok_…`,
 * bound to the link and to the page's checkout session, usable once, for CHECKOUT_TOKEN_TTL_MS.
 * The name and expiry the buyer typed are sealed in it, so the charge uses them. Every call makes a
 * new token, so the answer is the same for a card on file and a new one.
 *
 * Throws InvalidRequestError `checkout_session_invalid` (400) for a forged, expired or foreign session.
 */
export async function tokenizeForCheckout({
  ctx,
  input,
  session,
}: {
  ctx: Ctx;
  input: CardInput;
  session: string | null;
}): Promise<TokenizeResult> {
  const now = ctx.now();
  const verified = verifyCheckoutSession(session, now);
  if (!verified || ctx.actor.role !== "public") throw invalidSession();
  const db = await executor(ctx);
  const [link] = await db
    .select({ merchantId: paymentLinks.merchantId })
    .from(paymentLinks)
    .where(eq(paymentLinks.id, verified.linkId))
    .limit(1);
  if (!link || link.merchantId !== ctx.actor.merchantId) throw invalidSession();

  const { result, cardTokenId, card } = await tokenizeCardOutcome({ ctx, input });
  const id = newId();
  const token = `ctok_${randomToken(24)}`;
  await db.insert(checkoutCardTokens).values({
    id,
    token,
    merchantId: link.merchantId,
    paymentLinkId: verified.linkId,
    sessionHash: checkoutSessionHash(session as string),
    cardTokenId,
    ...sealCard(id, card),
    expiresAt: new Date(now.getTime() + CHECKOUT_TOKEN_TTL_MS),
    createdAt: now,
  });
  log.info("checkout card token made", { requestId: ctx.requestId, paymentLinkId: verified.linkId, tokenId: id });
  return { ...result, token };
}
