import { acquirer } from "@/server/acquirer";
import type { AuthorizeRequest, CardSource, WalletSource } from "@/server/acquirer/types";
import { inTransaction, type Ctx } from "@/server/context";
import { captureChargeRow } from "./capture-charge";
import type { ChargeRow } from "./present-charge";
import { emitChargeEvent, invalidState, transition } from "./transitions";

/**
 * processing → authorized | failed, then → captured when the charge asked for it.
 * The acquirer is called outside any transaction (a real one is a network call); the result is
 * recorded with a conditional update from `processing`, so a result can only be recorded once.
 */
export async function authorizeCharge(
  ctx: Ctx,
  charge: ChargeRow,
  source: CardSource | WalletSource,
  threeDs?: AuthorizeRequest["threeDs"],
): Promise<ChargeRow> {
  const result = await acquirer().authorize({
    reference: charge.id,
    amount: charge.amount,
    currency: charge.currency,
    installments: charge.installments,
    source,
    at: ctx.now(),
    threeDs,
  });
  const card = result.walletCard
    ? {
        cardBrand: result.walletCard.brand,
        cardLastFour: result.walletCard.lastFour,
        cardFirstSix: result.walletCard.firstSix,
        cardHolderName: result.walletCard.holderName,
      }
    : {};
  const row = await inTransaction(ctx, async (tx) => {
    const now = tx.now();
    const next = result.approved
      ? await transition(tx, charge.id, ["processing"], {
          status: "authorized",
          authorizedAt: now,
          authorizationCode: result.authorizationCode,
          acquirerReference: result.acquirerReference,
          ...card,
        })
      : await transition(tx, charge.id, ["processing"], {
          status: "failed",
          failedAt: now,
          failureCode: result.failureCode,
          failureMessage: result.failureMessage,
          acquirerReference: result.acquirerReference,
          // A declined charge has nothing left to review.
          ...(charge.fraudReviewStatus === "pending" ? { fraudReviewStatus: null } : {}),
          ...card,
        });
    if (!next) return invalidState(tx, charge.id, "authorized");
    await emitChargeEvent(tx, next, result.approved ? "charge.authorized" : "charge.failed");
    return next;
  });
  // A charge held by fraud analysis stays authorized until the merchant's review (docs/api/fraud.md).
  if (row.status === "authorized" && row.captureRequested && row.fraudReviewStatus !== "pending")
    return captureChargeRow(ctx, row.id);
  return row;
}
