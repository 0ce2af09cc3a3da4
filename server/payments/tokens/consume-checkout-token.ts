import { and, eq, gt, isNotNull, isNull } from "drizzle-orm";
import { cardTokens, checkoutCardTokens } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { ValidationError } from "@/server/platform/errors";
import type { CardBrand } from "@/sdk/src/brands";
import { openCard } from "./card-cipher";
import { checkoutSessionHash } from "./checkout-session";
import type { RevealedCard } from "./revealed-card";

/** `ctok_…`: a hosted checkout's token (./tokenize-for-checkout.ts), never a vault token. */
export function isCheckoutToken(token: unknown): token is string {
  return typeof token === "string" && /^ctok_[A-Za-z0-9_-]{16,100}$/.test(token);
}

/** How long after its use the charge of that use may still read the card (the same request, in practice). */
const READ_AFTER_USE_MS = 60 * 1000;

/** A token that may still pay link `linkId` in this checkout session: of that link and session, unused, unexpired. */
export function usableCheckoutToken(token: string, linkId: string, session: string, now: Date) {
  return and(
    eq(checkoutCardTokens.token, token),
    eq(checkoutCardTokens.paymentLinkId, linkId),
    eq(checkoutCardTokens.sessionHash, checkoutSessionHash(session)),
    isNull(checkoutCardTokens.usedAt),
    gt(checkoutCardTokens.expiresAt, now),
  );
}

/** One answer for every token that cannot pay here (unknown, foreign, expired, used): it tells nothing apart. */
export function invalidCheckoutToken(): ValidationError {
  return new ValidationError(
    "token: This card token cannot pay here: tokenize the card again on this page.",
    "token",
    undefined,
    "invalid_token",
  );
}

/**
 * Uses a hosted checkout's card token for a payment of link `linkId`: it must be of that link, made
 * in the same checkout session, unexpired and unused; it is then used, atomically, so that two
 * payments racing with one token cannot both pass. Unknown, foreign, expired and used tokens get
 * one answer: 400 `invalid_token` on `token`.
 */
export async function consumeCheckoutToken({
  ctx,
  token,
  linkId,
  session,
}: {
  ctx: Ctx;
  token: string | undefined;
  linkId: string;
  session: string | undefined;
}): Promise<void> {
  if (!isCheckoutToken(token) || !session) throw invalidCheckoutToken();
  const db = await executor(ctx);
  const now = ctx.now();
  const [used] = await db
    .update(checkoutCardTokens)
    .set({ usedAt: now })
    .where(usableCheckoutToken(token, linkId, session, now))
    .returning({ id: checkoutCardTokens.id });
  if (!used) throw invalidCheckoutToken();
}

/**
 * The card of a hosted checkout's token, for the charge its payment makes (reveal-card-for-charge.ts):
 * only for the hosted checkout's own actor, only once the payment has used the token, and for the
 * token's merchant. The vault row gives the token id, brand and digits; the name and expiry are the
 * ones the buyer typed.
 */
export async function revealCheckoutToken(
  ctx: Ctx,
  token: string,
  merchantId: string,
): Promise<RevealedCard | undefined> {
  const a = ctx.actor;
  if (a.role !== "public" || a.via !== "checkout") return undefined;
  const db = await executor(ctx);
  const [row] = await db
    .select({ bound: checkoutCardTokens, card: cardTokens })
    .from(checkoutCardTokens)
    .innerJoin(cardTokens, eq(cardTokens.id, checkoutCardTokens.cardTokenId))
    .where(
      and(
        eq(checkoutCardTokens.token, token),
        eq(checkoutCardTokens.merchantId, merchantId),
        isNotNull(checkoutCardTokens.usedAt),
        gt(checkoutCardTokens.usedAt, new Date(ctx.now().getTime() - READ_AFTER_USE_MS)),
      ),
    )
    .limit(1);
  return row ? checkoutCard(row) : undefined;
}

/** The card behind a checkout token: the vault row gives the token id, brand and digits; the name and expiry are the buyer's. */
export function checkoutCard(row: {
  bound: typeof checkoutCardTokens.$inferSelect;
  card: typeof cardTokens.$inferSelect;
}): RevealedCard {
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
