import { and, eq, sql } from "drizzle-orm";
import { cardTokens } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { ValidationError } from "@/server/platform/errors";
import type { CardBrand } from "@/sdk/src/brands";
import type { RevealedCard } from "./revealed-card";
import { openCard, type SealedCard } from "./card-cipher";
import { isCheckoutToken, revealCheckoutToken } from "./consume-checkout-token";
import { merchantInScope } from "@/server/platform/tenancy";
import { preparedPerHandle } from "@/server/platform/db/prepared";

/** The merchant's token, built once per database handle (server/platform/db/prepared.ts). */
const tokenOfMerchant = preparedPerHandle((db) =>
  db
    .select()
    .from(cardTokens)
    .where(
      and(eq(cardTokens.token, sql.placeholder("token")), eq(cardTokens.merchantId, sql.placeholder("merchantId"))),
    )
    .limit(1)
    .prepare("card_token_of_merchant"),
);

export type { RevealedCard } from "./revealed-card";

/** The token's columns that open its card: its id (the cipher's associated data), display fields and sealed secret. */
export interface TokenRowToOpen extends SealedCard {
  tokenId: string;
  brand: string;
  firstSix: string;
  lastFour: string;
}

/**
 * An unknown token and another merchant's token get the same answer, so that nothing reveals that a token
 * exists: 400 `validation_error`, code `invalid_token`, param `payment_details.token` (what an integrator
 * expects of a bad field in the charge body).
 */
export function invalidToken(param = "payment_details.token"): ValidationError {
  return new ValidationError("No such card token for this merchant.", param, undefined, "invalid_token");
}

/**
 * How a charge's card token is looked up: a hosted checkout's bound token goes its own way
 * (./consume-checkout-token.ts); any other must be a `tok_…` of the caller's merchant, looked up by the
 * caller (revealCardForCharge, or the fraud history read that carries the token's row). Refused here when
 * there is no merchant in scope or the token cannot be one of ours.
 */
export function cardTokenLookup(
  ctx: Ctx,
  token: string,
  param = "payment_details.token",
): { kind: "checkout"; merchantId: string } | { kind: "token"; merchantId: string } {
  const merchantId = merchantInScope(ctx);
  if (merchantId && isCheckoutToken(token)) return { kind: "checkout", merchantId };
  if (!merchantId || typeof token !== "string" || !/^tok_[A-Za-z0-9_-]{16,100}$/.test(token)) throw invalidToken(param);
  return { kind: "token", merchantId };
}

/** Opens the card of a token's row, for this one charge or authentication. */
export function revealedCardOf(row: TokenRowToOpen): RevealedCard {
  const secret = openCard(row.tokenId, row);
  return {
    tokenId: row.tokenId,
    number: secret.number,
    holderName: secret.holderName,
    expirationMonth: secret.expirationMonth,
    expirationYear: secret.expirationYear,
    brand: row.brand as CardBrand,
    lastFourDigits: row.lastFour,
    firstSixDigits: row.firstSix,
  };
}

/**
 * The ONLY way a card number leaves its ciphertext, and only for the charge flow and 3-D Secure, which
 * hand it to the acquirer or the 3DS server and must never store, log or answer it. (A charge may read
 * the token's row together with its fraud history and open it with revealedCardOf: the same opening.)
 *
 * The token must belong to the caller's merchant (ctx.actor's merchantId, or the merchant an admin
 * acts for); otherwise invalidToken. Runs on ctx.tx when the charge has a transaction open.
 */
export async function revealCardForCharge({
  ctx,
  token,
  param = "payment_details.token",
}: {
  ctx: Ctx;
  token: string;
  /** The body field that carried the token (`token` in a 3DS authentication). */
  param?: string;
}): Promise<RevealedCard> {
  const lookup = cardTokenLookup(ctx, token, param);
  if (lookup.kind === "checkout") {
    const bound = await revealCheckoutToken(ctx, token, lookup.merchantId);
    if (bound) return bound;
    throw invalidToken(param);
  }
  const db = await executor(ctx);
  const [row] = await tokenOfMerchant(db).execute({ token, merchantId: lookup.merchantId });
  if (!row) throw invalidToken(param);
  return revealedCardOf({ ...row, tokenId: row.id });
}
