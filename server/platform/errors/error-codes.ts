import type { ChargeFailureCode } from "@/db/vocabularies";

/**
 * Every `code` an error answer can carry, in one list, so that the screens can say each one in the
 * user's language (messages/<locale>/codes.json, tests/i18n/codes.test.ts). The API keeps its English
 * messages for integrators; a screen translates by code and shows the code beside it for support.
 * `DomainError.code` has this type, so a code missing here fails the type check.
 */
export const ERROR_CODES = [
  // Defaults of the classes of server/platform/errors, and the transport's.
  "invalid_parameter",
  "invalid_json",
  "payload_too_large",
  "unsupported_media_type",
  "method_not_allowed",
  "invalid_credentials",
  "forbidden",
  "resource_not_found",
  "rate_limited",
  "internal_error",
  "page_too_deep",
  "service_unavailable",
  "unknown_command",
  "test_clocks_sandbox_only",
  // Authentication and permissions.
  "invalid_public_key",
  "secret_key_in_browser",
  "session_revoked",
  "session_required",
  "admin_only",
  "cross_merchant_filter",
  "csrf",
  "ip_not_allowed",
  "merchant_required",
  "totp_required",
  "totp_already_enabled",
  "totp_not_started",
  "totp_enrolment_required",
  "invalid_code",
  "invalid_password",
  "password_too_short",
  "password_unchanged",
  "step_up_required",
  "email_taken",
  "key_disabled_by_admin",
  // Idempotency.
  "idempotency_key_reused",
  "idempotency_in_flight",
  // API versions (docs/api/versioning.md).
  "unknown_api_version",
  // Charges, cards and the acquirer's refusals of operations on a charge.
  "invalid_state",
  "acquirer_unavailable",
  "invalid_token",
  "payment_method_disabled",
  "currency_not_supported",
  "amount_below_minimum",
  "amount_exceeds_authorized",
  "amount_exceeds_refundable",
  "partial_capture_with_split",
  "split_fee_not_covered",
  "split_receiver_not_allowed",
  "not_in_review",
  "invalid_payment_link",
  "checkout_session_invalid",
  "fraud_session_not_found",
  "fraud_session_already_used",
  "invalid_thresholds",
  // Card validation (sdk/src/validate-card.ts, shared by the SDK and the server).
  "invalid_number",
  "incorrect_number",
  "unsupported_brand",
  "invalid_holder_name",
  "invalid_expiry_month",
  "invalid_expiry_year",
  "invalid_cvv",
  "expired_card",
  // 3-D Secure (server/payments/three-ds/consume-authentication.ts).
  "authentication_not_found",
  "authentication_card_mismatch",
  "authentication_already_used",
  "authentication_incomplete",
  "authentication_failed",
  "authentication_expired",
  "authentication_amount_mismatch",
  // The Pix PSP's webhook (server/payments/pix/verify-webhook.ts).
  "invalid_signature",
  "refund_window_expired",
  "replayed_notification",
  // Payment links (server/payments/payment-links/pay-link.ts) and their images.
  "link_inactive",
  "link_expired",
  "link_used_up",
  "max_uses_below_uses",
  "invalid_image",
  "image_too_large",
  "unsupported_image_type",
  // Webhooks: the endpoint URL (server/delivery/webhooks/url-policy.ts) and deliveries.
  "url_invalid",
  "url_https_required",
  "url_credentials_not_allowed",
  "url_fragment_not_allowed",
  "url_not_allowed",
  "endpoint_limit_reached",
  "endpoint_deleted",
  "delivery_in_progress",
  // Money: wallets, withdrawals (server/money/withdrawals/create-withdrawal.ts), anticipations, banks.
  "insufficient_funds",
  "insufficient_balance_for_refund",
  "pix_recipient_required",
  "bank_account_required",
  "unknown_bank",
  "no_eligible_receivables",
  "receivables_unavailable",
  "invalid_anticipation_type",
  "merchant_inactive",
  // Payout destinations belong to the merchant (server/money/recipients/check-ownership.ts).
  "recipient_not_owned",
  "pix_key_not_found",
  "merchant_document_required",
  "charge_disputed",
  "amount_exceeds_disputable",
  "evidence_required",
  "too_many_files",
  "invalid_file",
  "unsupported_file_type",
] as const;

/**
 * The type of `DomainError.code`: a listed code, or the failure code of the acquirer's refusal of an
 * operation on a charge (an `acquirer_error`), which the screens say from codes.json `failure`.
 */
export type ErrorCode = (typeof ERROR_CODES)[number] | ChargeFailureCode;
