/**
 * The vocabularies the database stores as text: each list is decided here once, the columns take their
 * types from it, and the server, the API schemas and the screens read the same constants, so a typo in a
 * posting, a failure or a method fails the type check. It imports nothing: the schema, every server
 * layer and browser code may all read it (ARCHITECTURE.md, "Directions").
 */

/** The payment methods a charge may name (which are enabled: server/universal/payment-methods.ts). */
export const PAYMENT_METHODS = ["credit_card", "apple_pay", "google_pay", "pix"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How a withdrawal reaches the merchant's recipient: instant Pix, or TED in the bank window. */
export const WITHDRAWAL_METHODS = ["pix", "ted"] as const;
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];

/**
 * The life of a withdrawal (docs/api/withdrawals.md). `pending_review` waits for an admin because it would take the
 * merchant past its daily withdrawal total (docs/api/risk.md); an admin approves it (`pending`) or rejects it
 * (`rejected`, the money back in `main`). The payout job takes only `pending` ones.
 */
export const WITHDRAWAL_STATUSES = [
  "pending_review",
  "pending",
  "processing",
  "completed",
  "failed",
  "canceled",
  "rejected",
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Who let a withdrawal go: within the daily total at once (`automatic`), or an admin's review (`manual`). */
export const WITHDRAWAL_APPROVALS = ["automatic", "manual"] as const;
export type WithdrawalApproval = (typeof WITHDRAWAL_APPROVALS)[number];

/**
 * What an in-app notice to a merchant's users is about (server/delivery/notices); the dashboard says each in
 * the user's language (messages/<locale>/notices.json).
 */
export const NOTICE_KINDS = ["recipient_changed"] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Where a message of the mail outbox stands (server/delivery/mail). */
export const MAIL_STATUSES = ["pending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The languages a withdrawal receipt is drawn in (server/money/withdrawals/receipt/strings.ts). */
export const RECEIPT_LOCALES = ["pt-BR", "en"] as const;
export type ReceiptLocale = (typeof RECEIPT_LOCALES)[number];

/**
 * The types of ledger entries and transactions the service posts (statements and their CSV show them).
 * The screens say each in the user's language (messages/<locale>/codes.json `entryType`).
 */
export const LEDGER_ENTRY_TYPES = [
  "settlement",
  "fee",
  "refund",
  "anticipation",
  "anticipation_fee",
  "withdrawal",
  "withdrawal_hold",
  "withdrawal_payout",
  "withdrawal_fee",
  "withdrawal_return",
  // A refund of money already paid out, held from `main` while the acquirer answers, then released.
  "refund_hold",
  "refund_release",
  // The rolling reserve: part of a credit to `main` kept in `reserve` for some days (docs/api/risk.md).
  "rolling_reserve",
  "rolling_reserve_release",
  // Disputes (docs/api/disputes.md): the disputed amount held, its fee, its return when won, its loss.
  "dispute_hold",
  "dispute_fee",
  "dispute_reinstated",
  "dispute_lost",
  "adjustment",
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];
export const isLedgerEntryType = (value: string): value is LedgerEntryType =>
  (LEDGER_ENTRY_TYPES as readonly string[]).includes(value);

/**
 * Every `failure_code` a charge can end with: the acquirer's refusals (server/payments/acquirer), fraud analysis,
 * 3-D Secure, and the service's own sweeps. The screens say each in the user's language
 * (messages/<locale>/codes.json `failure`).
 */
export const CHARGE_FAILURE_CODES = [
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "processing_error",
  "invalid_wallet_token",
  "authentication_required",
  "fraud_suspected",
  "expired",
  "link_used_up",
] as const;
export type ChargeFailureCode = (typeof CHARGE_FAILURE_CODES)[number];

/**
 * Every `failure_code` a withdrawal can end with (the payment rail's refusals, server/money/bank-rail, and
 * the service's own). The screens say each in the user's language (messages/<locale>/codes.json).
 */
export const WITHDRAWAL_FAILURE_CODES = [
  "recipient_account_invalid",
  "recipient_bank_unavailable",
  "rejected_by_destination",
  "recipient_unavailable",
] as const;
export type WithdrawalFailureCode = (typeof WITHDRAWAL_FAILURE_CODES)[number];

/**
 * Why a webhook attempt failed (server/delivery/webhooks/send-webhook.ts), stored beside the English
 * `error_message` with its parameters (the HTTP status, the timeout) so that a screen says it in the user's
 * language (messages/<locale>/codes.json, `deliveryFailure`).
 */
export const WEBHOOK_FAILURE_CODES = [
  "http_status",
  "timeout",
  "invalid_url",
  "https_required",
  "address_refused",
  "dns_failure",
  "connection_refused",
  "tls_error",
  "network_error",
  "endpoint_deleted",
] as const;
export type WebhookFailureCode = (typeof WEBHOOK_FAILURE_CODES)[number];
/** A failure's parameters: `status` of `http_status`, `ms` of `timeout`, `detail` (an errno code) of network errors. */
export type WebhookFailureParams = Record<string, string | number>;

/**
 * The dated versions of the API and its webhook payloads, oldest first (docs/api/versioning.md); a webhook
 * endpoint stores the one it is pinned to. Which one is current is said in server/universal/api-versions.ts.
 */
export const API_VERSIONS = ["2026-11-26"] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];

/**
 * Where a dispute stands (docs/api/disputes.md). `warning_needs_response` is a retrieval request: the issuer asks
 * for information and no money has moved yet. `needs_response` is a chargeback: the disputed amount has been
 * withdrawn. `under_review` after the evidence was submitted; `won`, `lost` and `accepted` are final.
 */
export const DISPUTE_STATUSES = [
  "warning_needs_response",
  "needs_response",
  "under_review",
  "won",
  "lost",
  "accepted",
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
/** The statuses a dispute still waits in; the others are final. */
export const OPEN_DISPUTE_STATUSES = ["warning_needs_response", "needs_response", "under_review"] as const;

/**
 * What kind of dispute (docs/api/disputes.md): `card` is the card networks' chargeback or retrieval request,
 * told by the acquirer; `pix_med` is a Pix infraction report of the Mecanismo Especial de Devolução ("notificação
 * de infração", DICT), told by the Pix PSP: the amount is blocked ("bloqueio cautelar") and, lost or accepted,
 * returned to the payer as a devolução.
 */
export const DISPUTE_KINDS = ["card", "pix_med"] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];

/**
 * Where a MED dispute's devolução stands at the PSP: `pending` (decided, not yet accepted by the PSP),
 * `processing` (`EM_PROCESSAMENTO`), `returned` (`DEVOLVIDO`), `failed` (`NAO_REALIZADO`).
 */
export const PIX_MED_DEVOLUCAO_STATUSES = ["pending", "processing", "returned", "failed"] as const;
export type PixMedDevolucaoStatus = (typeof PIX_MED_DEVOLUCAO_STATUSES)[number];

/** Why the cardholder disputes, in our words; each maps to the card network's reason code (server/money/disputes). */
export const DISPUTE_REASONS = [
  "fraudulent",
  "product_not_received",
  "duplicate",
  "product_unacceptable",
  "subscription_canceled",
  "credit_not_processed",
  "unrecognized",
  "general",
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
