import { and, eq, sql } from "drizzle-orm";
import { cardTokens } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { ValidationError } from "@/server/platform/errors";
import type { CardBrand } from "@/sdk/src/brands";
import type { RevealedCard } from "./revealed-card";
import { openCard } from "./card-cipher";
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

/**
 * The ONLY way a card number leaves its ciphertext, and only for the charge flow and 3-D Secure, which
 * hand it to the acquirer or the 3DS server and must never store, log or answer it.
 *
 * The token must belong to the caller's merchant (ctx.actor's merchantId, or the merchant an admin
 * acts for). An unknown token and another merchant's token get the same answer, so that nothing
 * reveals that a token exists: 400 `validation_error`, code `invalid_token`,
 * param `payment_details.token` (what an integrator expects of a bad field in the charge body).
 * Runs on ctx.tx when the charge has a transaction open.
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
  const invalid = () => new ValidationError("No such card token for this merchant.", param, undefined, "invalid_token");
  const merchantId = merchantInScope(ctx);
  // A hosted checkout's bound token, used by its payment (./consume-checkout-token.ts); refused elsewhere.
  if (merchantId && isCheckoutToken(token)) {
    const bound = await revealCheckoutToken(ctx, token, merchantId);
    if (bound) return bound;
    throw invalid();
  }
  if (!merchantId || typeof token !== "string" || !/^tok_[A-Za-z0-9_-]{16,100}$/.test(token)) throw invalid();
  const db = await executor(ctx);
  const [row] = await tokenOfMerchant(db).execute({ token, merchantId });
  if (!row) throw invalid();
  const secret = openCard(row.id, row);
  return {
    tokenId: row.id,
    number: secret.number,
    holderName: secret.holderName,
    expirationMonth: secret.expirationMonth,
    expirationYear: secret.expirationYear,
    brand: row.brand as CardBrand,
    lastFourDigits: row.lastFour,
    firstSixDigits: row.firstSix,
  };
}
