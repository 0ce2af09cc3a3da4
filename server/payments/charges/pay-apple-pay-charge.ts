import { inTransaction, type Ctx } from "@/server/platform/context";
import { InvalidRequestError } from "@/server/platform/errors";
import { newId } from "@/server/platform/ids";
import { authorizeCharge } from "./authorize-charge";
import { actingForMerchant } from "@/server/platform/tenancy";
import { loadCheckoutCharge } from "./checkout-charge";
import type { ChargeRow } from "./present-charge";
import { transition } from "./transitions";

/**
 * The buyer confirmed the Apple Pay sheet on the secure checkout: pending → processing (once: a
 * second submit finds it no longer pending), then the same authorization path as a card charge.
 */
export async function payApplePayCharge({
  ctx,
  id,
  paymentToken,
}: {
  ctx: Ctx;
  id: string;
  paymentToken: string;
}): Promise<ChargeRow> {
  const { charge } = await loadCheckoutCharge(ctx, id);
  // The charge id in the path is the buyer's capability: it names the merchant the buyer pays.
  const buyer = actingForMerchant(ctx, charge.merchantId);
  // The authorization's intent: `processing` with its idempotency key (docs/api/acquirer-operations.md).
  const processing = await inTransaction(buyer, (tx) =>
    transition(tx, id, ["pending"], { status: "processing", pendingOperationId: newId() }),
  );
  if (!processing) throw new InvalidRequestError("invalid_state", "This payment was already completed or canceled.");
  return authorizeCharge(buyer, processing, { type: "apple_pay", paymentToken });
}
