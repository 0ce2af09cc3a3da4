import { charges } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { writeAtomically } from "@/server/platform/db/write-atomically";
import { rowsInsert } from "@/server/platform/db/rows-insert";
import { InvalidRequestError } from "@/server/platform/errors";
import { newId } from "@/server/platform/ids";
import { authorizeCharge } from "./authorize-charge";
import { paymentMethodAvailability } from "@/server/universal/payment-methods";
import { presentCharge, type ChargeRow } from "./present-charge";
import type { CreateChargeInput } from "./schemas";
import { eventsInsert } from "@/server/platform/events/record-event";
import { pricingForCharge } from "@/server/money/pricing/pricing-for-charge";
import { mdrFor } from "@/server/money/pricing/defaults";
import { validateSplit } from "./validate-split";
import { assertPaymentLinkOfMerchant } from "./assert-payment-link";
import type { ChargeView } from "./views";
import { merchantForNew } from "@/server/platform/tenancy";
import { authenticationForCharge, consumeAuthenticationPart } from "@/server/payments/three-ds/consume-authentication";
import { fraudSessionForCharge, bindFraudSessionPart } from "@/server/payments/fraud/sessions";
import { assessmentInsert } from "@/server/payments/fraud/score-charge";
import { revealAndScoreCard } from "./reveal-and-score-card";
import { failForFraud } from "./fail-for-fraud";
import { openPixCharge } from "./open-pix-charge";
import { PIX_DEFAULT_EXPIRES_IN } from "./schemas";

/**
 * POST /v1/charges. A card charge is authorized (and captured, unless `capture: false`) before
 * this returns; a declined card is still a created charge, answered with status `failed`.
 * An Apple Pay charge waits as `pending` for the buyer on its `checkout_url`; a Pix charge waits as `pending`
 * with its QR code until the PSP reports the payment or the code expires (docs/api/pix.md).
 *
 * Callers: the API (merchant key, session, admin acting as a merchant) and the hosted payment-link
 * checkout (ctx.actor `public`, via `checkout`, with `payment_link_id`).
 */
export async function createCharge({ ctx, input }: { ctx: Ctx; input: CreateChargeInput }): Promise<ChargeView> {
  const merchantId = merchantForNew(ctx, "a charge");
  const availability = paymentMethodAvailability(input.currency).find((m) => m.payment_method === input.payment_method);
  if (!paymentMethodAvailability(input.currency).some((m) => m.enabled)) {
    throw new InvalidRequestError(
      "currency_not_supported",
      `Charges in ${input.currency} are not processed; use BRL.`,
      "currency",
    );
  }
  if (!availability?.enabled) {
    throw new InvalidRequestError(
      "payment_method_disabled",
      `${input.payment_method} is not enabled.`,
      "payment_method",
    );
  }
  if (input.payment_link_id) await assertPaymentLinkOfMerchant(ctx, merchantId, input.payment_link_id);
  const split = await validateSplit(
    ctx,
    { merchantId, amount: input.amount, installments: input.payment_details?.installments ?? 1 },
    input.split,
  );
  const details = input.payment_details;
  // Fraud analysis (docs/api/fraud.md) and 3-D Secure (docs/api/three-ds.md): checked before the charge exists.
  const fraudSession = details?.fraud_session_id ? await fraudSessionForCharge(ctx, details.fraud_session_id) : null;
  const scored = details
    ? await revealAndScoreCard(ctx, details.token, {
        merchantId,
        amount: input.amount,
        customerEmail: input.customer?.email ?? null,
        customerTaxId: input.customer?.tax_id ?? null,
        session: fraudSession,
      })
    : undefined;
  const card = scored?.card;
  const fraud = scored?.fraud;
  const threeDs =
    card && details?.three_ds_authentication_id
      ? await authenticationForCharge(ctx, details.three_ds_authentication_id, {
          cardTokenId: card.tokenId,
          amount: input.amount,
          currency: input.currency,
        })
      : undefined;
  const chargeId = newId();
  // The PSP's cob first: a Pix charge is never written without a code to pay.
  const pix =
    input.payment_method === "pix"
      ? await openPixCharge(ctx, {
          id: chargeId,
          merchantId,
          amount: input.amount,
          expiresInSeconds: input.pix?.expires_in ?? PIX_DEFAULT_EXPIRES_IN,
        })
      : undefined;
  const tangibleByDefault = input.product_type !== "digital";
  const now = ctx.now();
  // Read before the intent so that the finalising transaction reads nothing (docs/api/acquirer-operations.md).
  const pricing = card && input.capture ? await pricingForCharge(ctx, merchantId) : undefined;
  const authorizing = card && fraud?.decision !== "deny";

  // The whole row, written as is: the event and the answer are made from it, with no read back.
  const intent: ChargeRow = {
    id: chargeId,
    merchantId,
    status: input.payment_method === "apple_pay" || pix ? "pending" : "processing",
    amount: input.amount,
    capturedAmount: 0,
    refundedAmount: 0,
    refundPendingAmount: 0,
    currency: input.currency,
    paymentMethod: input.payment_method,
    productType: input.product_type ?? null,
    installments: input.payment_details?.installments ?? 1,
    captureRequested: input.capture,
    customerName: input.customer?.name ?? null,
    customerEmail: input.customer?.email ?? null,
    customerTaxId: input.customer?.tax_id ?? null,
    customerPhone: input.customer?.phone ?? null,
    customerType: input.customer
      ? (input.customer.type ??
        (input.customer.tax_id?.length === 14 ? "company" : input.customer.tax_id ? "individual" : null))
      : null,
    items: (input.items ?? []).map((i) => ({
      name: i.name,
      quantity: i.quantity,
      unit_price: i.unit_price,
      tangible: i.tangible ?? tangibleByDefault,
    })),
    split: split ?? null,
    cardTokenId: card?.tokenId ?? null,
    cardBrand: card?.brand ?? null,
    cardFirstSix: card?.firstSixDigits ?? null,
    cardLastFour: card?.lastFourDigits ?? null,
    cardHolderName: card?.holderName ?? null,
    returnUrl: input.return_url ?? null,
    paymentLinkId: input.payment_link_id ?? null,
    acquirerReference: null,
    // The authorization's idempotency key: the charge in `processing` with it is the recorded intent.
    pendingOperationId: authorizing ? newId() : null,
    authorizationCode: null,
    failureCode: null,
    failureMessage: null,
    threeDsAuthenticationId: threeDs?.id ?? null,
    threeDsTransStatus: threeDs?.transStatus ?? null,
    threeDsEci: threeDs?.eci ?? null,
    threeDsLiabilityShift: threeDs?.liabilityShift ?? null,
    fraudScore: fraud?.score ?? null,
    fraudDecision: fraud?.decision ?? null,
    fraudReasons: fraud?.reasons ?? null,
    fraudReviewStatus: fraud?.decision === "review" ? "pending" : null,
    pixTxid: pix?.txid ?? null,
    pixQrCode: pix?.qrCode ?? null,
    pixQrCodeImage: pix?.qrCodeImage ?? null,
    pixExpiresAt: pix?.expiresAt ?? null,
    pixEndToEndId: null,
    createdAt: now,
    updatedAt: now,
    authorizedAt: null,
    capturedAt: null,
    failedAt: null,
    canceledAt: null,
    searchVector: null,
    merchantTerms: null,
  };

  // The intent, in one statement (server/platform/db/write-atomically.ts): all of it or nothing.
  const { searchVector: _generated, merchantTerms: _alsoGenerated, ...values } = intent;
  const db = await executor(ctx);
  await writeAtomically(db, [
    { statement: rowsInsert(charges, [values]) },
    // Single use, decided in this statement: a concurrent charge with the same authentication or session writes nothing.
    threeDs && consumeAuthenticationPart(db, ctx, threeDs.id, intent.id),
    fraudSession && bindFraudSessionPart(db, fraudSession.id, intent.id),
    fraud && { statement: assessmentInsert(ctx, intent.id, fraud) },
    { statement: eventsInsert(ctx, [{ merchantId, name: "charge.created", data: presentCharge(intent, []) }]) },
  ]);

  let row: ChargeRow = intent;
  if (card && fraud?.decision === "deny") {
    row = await failForFraud(ctx, intent);
  } else if (card) {
    row = await authorizeCharge(
      ctx,
      intent,
      {
        type: "card",
        number: card.number,
        holderName: card.holderName,
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
        brand: card.brand,
      },
      threeDs,
      pricing ? mdrFor(pricing, intent.installments) : undefined,
    );
  }
  // Nothing was refunded yet: the answer is the row as written, no read back.
  return presentCharge(row, []);
}
