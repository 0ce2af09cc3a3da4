import type { chargeRefunds, charges } from "@/db/schema";
import { config } from "@/server/platform/config";
import type { ChargeView } from "./views";

export type ChargeRow = typeof charges.$inferSelect;
export type RefundRow = typeof chargeRefunds.$inferSelect;

function baseUrl(): string {
  const cfg = config();
  return (cfg.PUBLIC_BASE_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/$/, "");
}

export function checkoutUrlOf(chargeId: string): string {
  return `${baseUrl()}/checkout/${chargeId}`;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The charge as GET /v1/charges/{id} answers it, and as every charge.* webhook carries it.
 * `refunds` are the charge's refunds, oldest first.
 */
export function presentCharge(row: ChargeRow, refunds: RefundRow[]): ChargeView {
  const hasCustomer = row.customerName || row.customerEmail || row.customerTaxId || row.customerPhone;
  return {
    id: row.id,
    merchant_id: row.merchantId,
    status: row.status,
    amount: row.amount,
    captured_amount: row.capturedAmount,
    refunded_amount: row.refundedAmount,
    // A refund asked of the acquirer and not answered yet holds its amount (docs/api/acquirer-operations.md).
    refundable_amount: row.capturedAmount - row.refundedAmount - row.refundPendingAmount,
    currency: row.currency,
    payment_method: row.paymentMethod,
    product_type: row.productType,
    installments: row.installments,
    capture: row.captureRequested,
    customer: hasCustomer
      ? {
          name: row.customerName,
          email: row.customerEmail,
          tax_id: row.customerTaxId,
          phone: row.customerPhone,
          type: row.customerType,
        }
      : null,
    items: row.items,
    split: row.split,
    card:
      row.cardLastFour && row.cardBrand
        ? {
            brand: row.cardBrand,
            first_six: row.cardFirstSix,
            last_four: row.cardLastFour,
            holder_name: row.cardHolderName,
          }
        : null,
    payment_link_id: row.paymentLinkId,
    return_url: row.returnUrl,
    checkout_url: row.paymentMethod === "apple_pay" && row.status === "pending" ? checkoutUrlOf(row.id) : null,
    pix:
      row.pixTxid && row.pixExpiresAt
        ? {
            txid: row.pixTxid,
            // A code that can no longer be paid is not shown: a payer would pay into an automatic refund.
            qr_code: row.status === "pending" ? row.pixQrCode : null,
            qr_code_image: row.status === "pending" ? row.pixQrCodeImage : null,
            expires_at: row.pixExpiresAt.toISOString(),
            end_to_end_id: row.pixEndToEndId,
          }
        : null,
    authorization_code: row.authorizationCode,
    failure_code: row.failureCode,
    failure_message: row.failureMessage,
    three_ds: row.threeDsAuthenticationId
      ? {
          authentication_id: row.threeDsAuthenticationId,
          trans_status: row.threeDsTransStatus,
          eci: row.threeDsEci,
          liability_shift: row.threeDsLiabilityShift ?? false,
        }
      : null,
    fraud:
      row.fraudScore !== null && row.fraudDecision
        ? {
            score: row.fraudScore,
            decision: row.fraudDecision,
            reasons: row.fraudReasons ?? [],
            review_status: row.fraudReviewStatus,
          }
        : null,
    refunds: refunds.map((r) => ({
      id: r.id,
      charge_id: r.chargeId,
      amount: r.amount,
      reason: r.reason,
      created_at: r.createdAt.toISOString(),
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    authorized_at: iso(row.authorizedAt),
    captured_at: iso(row.capturedAt),
    failed_at: iso(row.failedAt),
    canceled_at: iso(row.canceledAt),
  };
}
