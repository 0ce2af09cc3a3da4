/** The SDK's errors (docs/api/card-brands.md, "Card checks"). Every one is an `instanceof Error`. */
export class PaymentSDKError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The card is refused, before any request or by the server; `field` is e.g. `card.number`. */
export class ValidationError extends PaymentSDKError {
  constructor(
    readonly field: string,
    message: string,
    readonly code = "invalid_parameter",
  ) {
    super(message);
    this.name = "ValidationError";
  }
}

/** The public key is invalid or inactive. */
export class AuthenticationError extends PaymentSDKError {
  readonly code: string;
  constructor(message = "Invalid or inactive public key.", code = "invalid_public_key") {
    super(message);
    this.name = "AuthenticationError";
    this.code = code;
  }
}

/** Any other error answered by the API (or no answer at all: `network_error`). */
export class ApiError extends PaymentSDKError {
  constructor(
    readonly code: string,
    message: string,
    /** HTTP status; 0 when the service could not be reached. */
    readonly status = 0,
    /** Seconds to wait, from `Retry-After`, when the call was rate limited. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * 3-D Secure did not reach a result: the buyer closed the challenge (`canceled`), it ran out of time
 * (`expired`), or the challenge could not be shown (`challenge_unavailable`). The authentication, if one
 * was created, is `authenticationId`; it cannot pay a charge.
 */
export class ThreeDSError extends PaymentSDKError {
  constructor(
    readonly code: "canceled" | "expired" | "challenge_unavailable",
    message: string,
    readonly authenticationId?: string,
  ) {
    super(message);
    this.name = "ThreeDSError";
  }
}
