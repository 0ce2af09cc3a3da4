/**
 * The allowed range of each fraud threshold (docs/api/fraud.md). Plain data, no imports: the PATCH schema
 * (settings.ts) and the dashboard's form both read it, so the form's hints cannot drift from the API.
 */
export const FRAUD_SETTING_RANGES = {
  review_score: { min: 1, max: 100 },
  deny_score: { min: 1, max: 100 },
  velocity_window_minutes: { min: 1, max: 7 * 24 * 60 },
  card_velocity_limit: { min: 1, max: 1000 },
  device_velocity_limit: { min: 1, max: 1000 },
  ip_velocity_limit: { min: 1, max: 1000 },
  email_velocity_limit: { min: 1, max: 1000 },
} as const;

export type FraudSettingName = keyof typeof FRAUD_SETTING_RANGES;
