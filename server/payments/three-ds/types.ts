import type { ThreeDsBrowser, ThreeDsTransStatus } from "@/db/schema";

/**
 * The seam to a 3-D Secure server (directory server + issuer ACS). The sandbox implements it from the test
 * cards (docs/api/three-ds.md); a real 3DS server (a licensed 3DS Server product talking to the card schemes'
 * directory servers) would implement the same two calls. The card number is passed in and never kept.
 */
export interface AuthenticateRequest {
  /** Our authentication id, as the 3DS server's transaction reference. */
  reference: string;
  card: { number: string; brand: string; expirationMonth: string; expirationYear: string };
  amount: number;
  currency: string;
  browser: ThreeDsBrowser;
  at: Date;
}

export interface AuthenticationOutcome {
  transStatus: ThreeDsTransStatus;
  statusReason: string | null;
  eci: string | null;
  authenticationValue: string | null;
  dsTransId: string;
  acsTransId: string | null;
  messageVersion: string;
}

export interface AuthenticateResult extends AuthenticationOutcome {
  /** With transStatus C: what the challenge needs. The sandbox ACS "sends" this code to the cardholder. */
  challenge?: { code: string };
}

export interface ThreeDsServer {
  readonly name: string;
  authenticate(req: AuthenticateRequest): Promise<AuthenticateResult>;
  /** The final result once a challenge ended: passed (Y), or failed / canceled by the cardholder (N). */
  challengeResult(req: {
    acsTransId: string | null;
    dsTransId: string;
    brand: string;
    ending: "passed" | "failed" | "canceled";
  }): Promise<AuthenticationOutcome>;
  /** Whether the code the cardholder typed is the one the ACS sent (sandbox: compared in constant time). */
  verifyCode(expected: string, given: string): boolean;
}
