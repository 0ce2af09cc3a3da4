/**
 * Every action the audit log records (docs/api/audit.md). One list, so that the API's `action`
 * filter, the screen's labels and the writers cannot drift apart.
 */
export const AUDIT_ACTIONS = [
  "merchant.created",
  "merchant.updated",
  "merchant.suspended",
  "merchant.reactivated",
  "user.disabled",
  "user.enabled",
  "user.sessions_revoked",
  "user.two_factor_reset",
  "user.password_changed",
  "pricing.updated",
  "fraud_settings.updated",
  "anticipation_settings.updated",
  "reserve_settings.updated",
  "anticipation.approved",
  "anticipation.rejected",
  "settlement.run",
  "split_partner.created",
  "split_partner.removed",
  "api_key.disabled",
  "api_key.enabled",
  "api_key.revoked",
  "recipient.changed",
  "recipient.released",
  "security_settings.updated",
  "withdrawal_settings.updated",
  "withdrawal.approved",
  "withdrawal.rejected",
  "test_clock.advanced",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  "merchant",
  "user",
  "pricing",
  "fraud_settings",
  "anticipation_settings",
  "reserve_settings",
  "anticipation",
  "settlement",
  "split_partner",
  "api_key",
  "recipient",
  "withdrawal_settings",
  "withdrawal",
  "test_clock",
] as const;

export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
