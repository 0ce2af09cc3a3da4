import { acquirer } from "@/server/payments/acquirer";
import type { AuthorizeRequest, CardSource, WalletSource } from "@/server/payments/acquirer/types";
import type { Ctx } from "@/server/platform/context";
import { faultPoint } from "@/server/platform/faults/fault-point";
import { log } from "@/server/platform/log";
import { captureChargeRow } from "./capture-charge";
import { getChargeRowOrThrow } from "./charge-rows";
import { finaliseAuthorization } from "./finalise-authorization";
import type { ChargeRow } from "./present-charge";
import type { BasisPoints } from "@/server/universal/money-units";

/**
 * processing → authorized | captured | failed. `charge` is the recorded intent: `processing` with the
 * authorization's idempotency key in `pending_operation_id` (docs/api/acquirer-operations.md). The
 * acquirer is called outside any transaction, with that key and, when the charge is to be captured at
 * once, in the same call; the answer is then recorded in one transaction. If the call fails (no answer),
 * the intent stays and the charge answers `processing`: the recovery sweep asks the acquirer again by the
 * key and records its answer (fail-stale-processing.ts).
 */
export async function authorizeCharge(
  ctx: Ctx,
  charge: ChargeRow,
  source: CardSource | WalletSource,
  threeDs?: AuthorizeRequest["threeDs"],
  /** The merchant's MDR for this charge, read before the intent (saves a read in the finalising transaction). */
  mdrBp?: BasisPoints,
): Promise<ChargeRow> {
  const key = charge.pendingOperationId;
  if (!key) throw new Error(`charge ${charge.id} has no recorded authorization intent`);
  // A charge held by fraud analysis stays authorized until the merchant's review (docs/api/fraud.md).
  const capture = charge.captureRequested && charge.fraudReviewStatus !== "pending";
  let result;
  try {
    result = await acquirer().authorize({
      idempotencyKey: key,
      reference: charge.id,
      amount: charge.amount,
      currency: charge.currency,
      installments: charge.installments,
      source,
      at: ctx.now(),
      threeDs,
      capture,
    });
  } catch (e) {
    log.warn("acquirer authorization unanswered; the intent is left for the recovery sweep", {
      chargeId: charge.id,
      error: e instanceof Error ? e.message : String(e),
    });
    return charge;
  }
  await faultPoint("authorize-after-acquirer");
  const row = (await finaliseAuthorization(ctx, charge, result, mdrBp)) ?? (await getChargeRowOrThrow(ctx, charge.id));
  // An acquirer that cannot capture in the authorization's call: a capture of its own.
  if (capture && row.status === "authorized" && result.approved && !result.captured)
    return captureChargeRow(ctx, row.id);
  return row;
}
