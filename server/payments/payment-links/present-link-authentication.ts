import { challengeUrlOf, type AuthenticationRow } from "@/server/payments/three-ds/present-authentication";
import type { LinkAuthenticationView } from "./three-ds-schemas";

/**
 * The authentication as the hosted page reads it. The challenge is given as a path: the page frames it
 * from its own origin whatever PUBLIC_BASE_URL says, so its CSP needs only `frame-src 'self'`.
 */
export function presentLinkAuthentication(row: AuthenticationRow): LinkAuthenticationView {
  return {
    authentication_id: row.id,
    trans_status: row.transStatus,
    status_reason: row.statusReason,
    challenge_path:
      row.transStatus === "C" && row.challengeToken ? new URL(challengeUrlOf(row.challengeToken)).pathname : null,
    expires_at: row.expiresAt.toISOString(),
  };
}
