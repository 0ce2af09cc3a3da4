import { pickKeys, type PayloadPresenter } from "./pick-keys";
import type { EventFamily } from "./event-family";

/**
 * The payloads of version 2026-11-26: the API objects as they were on that date. Frozen: a change to
 * these lists is a new version (docs/api/versioning.md), never an edit here.
 */
const charge = [
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
];

const withdrawal = [
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
];

const anticipation = [
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
];

// A Pix key and a bank account publish different fields; each snapshot has only its own.
const recipient = [
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
];

// Disputes came after the version's date but before any endpoint could receive one: the family starts here.
const dispute = [
  "id",
  "merchant_id",
  "charge_id",
  "status",
  "amount",
  "currency",
  "fee_amount",
  "reason",
  "network",
  "network_reason_code",
  "due_by",
  "funds_withdrawn",
  "funds_reinstated",
  "liability",
  "evidence",
  "evidence_files",
  "evidence_submitted_at",
  "timeline",
  "created_at",
  "updated_at",
  "closed_at",
];

const webhook = ["object", "endpoint_id", "message"];

/** The bank inside a recipient as this version published it: the directory's `common_name` came later (docs/api/banks.md). */
const recipientBankFields = ["code", "ispb", "name", "short_name"] as const;

/** Objects nested in a family's payload that this version publishes with fewer fields than the live API. */
export const nestedFields20261126: Partial<Record<EventFamily, Record<string, readonly string[]>>> = {
  recipient: { bank: recipientBankFields },
};

/** The fields each family publishes in this version; the OpenAPI `webhooks` describe them (./openapi.ts). */
export const fields20261126: Record<EventFamily, readonly string[]> = {
  charge,
  withdrawal,
  anticipation,
  recipient,
  dispute,
  webhook,
};

const pickBank = pickKeys(recipientBankFields);
const pickRecipient = pickKeys(recipient);

export const presenters20261126 = {
  ...Object.fromEntries(Object.entries(fields20261126).map(([family, keys]) => [family, pickKeys(keys)])),
  recipient: (snapshot) => {
    const data = pickRecipient(snapshot);
    if (data.bank && typeof data.bank === "object") data.bank = pickBank(data.bank as Record<string, unknown>);
    return data;
  },
} as Record<EventFamily, PayloadPresenter>;
