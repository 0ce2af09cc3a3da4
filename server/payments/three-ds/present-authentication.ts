import type { threeDsAuthentications } from "@/db/schema";
import { config } from "@/server/platform/config";
import type { AuthenticationView } from "./schemas";

export type AuthenticationRow = typeof threeDsAuthentications.$inferSelect;

/** How long an authentication can be used for a charge (and its challenge answered). */
export const AUTHENTICATION_TTL_MS = 10 * 60 * 1000;

function baseUrl(): string {
  const cfg = config();
  return (cfg.PUBLIC_BASE_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/$/, "");
}

export function challengeUrlOf(challengeToken: string): string {
  return `${baseUrl()}/3ds/challenge/${challengeToken}`;
}

/** Y and A authenticate the cardholder (the issuer takes the liability); the rest cannot pay a charge. */
export function isSuccessful(status: string): status is "Y" | "A" {
  return status === "Y" || status === "A";
}

/** The authentication as the API answers it. Never the challenge code, never the cryptogram. */
export function presentAuthentication(row: AuthenticationRow): AuthenticationView {
  return {
    id: row.id,
    trans_status: row.transStatus,
    status_reason: row.statusReason,
    eci: row.eci,
    liability_shift: row.liabilityShift,
    challenge_url: row.transStatus === "C" && row.challengeToken ? challengeUrlOf(row.challengeToken) : null,
    card: { brand: row.cardBrand, last_four: row.cardLastFour },
    amount: row.amount,
    currency: row.currency,
    message_version: row.messageVersion,
    ds_trans_id: row.dsTransId,
    used: row.chargeId !== null,
    charge_id: row.chargeId,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}
