import { pickKeys, type PayloadPresenter } from "./pick-keys";
import type { EventFamily } from "./event-family";

/**
 * The payloads of version 2026-11-26: the API objects as they were on that date. Frozen: a change to
 * these lists is a new version (docs/api/versioning.md), never an edit here.
 */
const charge = pickKeys([
  "id",
  "merchant_id",
  "status",
  "amount",
  "captured_amount",
  "refunded_amount",
  "refundable_amount",
  "currency",
  "payment_method",
  "product_type",
  "installments",
  "capture",
  "customer",
  "items",
  "split",
  "card",
  "payment_link_id",
  "return_url",
  "checkout_url",
  "authorization_code",
  "failure_code",
  "failure_message",
  "three_ds",
  "fraud",
  "refunds",
  "created_at",
  "updated_at",
  "authorized_at",
  "captured_at",
  "failed_at",
  "canceled_at",
]);

const withdrawal = pickKeys([
  "id",
  "merchant_id",
  "method",
  "status",
  "amount",
  "fee_amount",
  "total_amount",
  "currency",
  "description",
  "recipient",
  "bank",
  "scheduled_for",
  "failure_code",
  "failure_message",
  "authentication_code",
  "approval",
  "reason",
  "receipt_url",
  "created_at",
  "updated_at",
  "processing_at",
  "completed_at",
  "failed_at",
  "canceled_at",
  "approved_at",
  "rejected_at",
]);

const anticipation = pickKeys([
  "id",
  "merchant_id",
  "anticipation_type",
  "status",
  "currency",
  "amount",
  "fee_amount",
  "net_amount",
  "receivables",
  "monthly_rate_bp",
  "anticipation_date",
  "requested_amount",
  "settlement_date_from",
  "settlement_date_to",
  "approval",
  "reason",
  "ledger_transaction_id",
  "metadata",
  "approved_at",
  "completed_at",
  "canceled_at",
  "rejected_at",
  "created_at",
  "updated_at",
]);

// A Pix key and a bank account publish different fields; each snapshot has only its own.
const recipientFields = pickKeys([
  "id",
  "merchant_id",
  "type",
  "key_type",
  "key",
  "bank_code",
  "branch",
  "branch_check_digit",
  "account_number",
  "account_check_digit",
  "account_type",
  "holder_name",
  "holder_document",
  "holder_document_type",
  "created_at",
  "status",
  "payouts_available_at",
  "bank",
]);

// The bank as this version published it: the directory's `common_name` came later (docs/api/banks.md).
const bankFields = pickKeys(["code", "ispb", "name", "short_name"]);
const recipient: PayloadPresenter = (snapshot) => {
  const data = recipientFields(snapshot);
  if (data.bank && typeof data.bank === "object") data.bank = bankFields(data.bank as Record<string, unknown>);
  return data;
};

const webhook = pickKeys(["object", "endpoint_id", "message"]);

export const presenters20261126: Record<EventFamily, PayloadPresenter> = {
  charge,
  withdrawal,
  anticipation,
  recipient,
  webhook,
};
