import type { ErrorCode } from "./error-codes";
import type { ErrorType } from "./error-types";

export { ERROR_TYPES, type ErrorType } from "./error-types";
export { ERROR_CODES, type ErrorCode } from "./error-codes";

/**
 * The one error hierarchy of the service. Domain code throws these with a stable `type` and `code`
 * and knows nothing of HTTP; the transport maps them to statuses in one table
 * (server/http/error-status.ts). Anything else thrown is a bug and becomes a 500.
 */
export interface FieldIssue {
  param: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly type: ErrorType,
    readonly code: ErrorCode,
    message: string,
    readonly param?: string,
    readonly details?: FieldIssue[],
  ) {
    super(message);
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, param?: string, details?: FieldIssue[], code: ErrorCode = "invalid_parameter") {
    super("validation_error", code, message, param, details ?? (param ? [{ param, message }] : undefined));
  }
}

/** A body or file larger than allowed: a validation error that HTTP answers as 413. */
export class PayloadTooLargeError extends DomainError {
  constructor(message: string, param?: string) {
    super("validation_error", "payload_too_large", message, param);
  }
}

export class AuthenticationError extends DomainError {
  constructor(message = "Invalid or missing API credentials.", code: ErrorCode = "invalid_credentials") {
    super("authentication_error", code, message);
  }
}

export class PermissionError extends DomainError {
  constructor(message = "This operation is not allowed for these credentials.", code: ErrorCode = "forbidden") {
    super("permission_error", code, message);
  }
}

export class NotFoundError extends DomainError {
  constructor(resource: string) {
    super("not_found", "resource_not_found", `No such ${resource}.`);
  }
}

export class IdempotencyError extends DomainError {
  constructor(message: string, code: "idempotency_key_reused" | "idempotency_in_flight") {
    super("idempotency_error", code, message);
  }
}

/** Well-formed but not allowed now; `code` says why (`invalid_state`, `payment_method_disabled`, …). */
export class InvalidRequestError extends DomainError {
  constructor(code: ErrorCode, message: string, param?: string) {
    super("invalid_request_error", code, message, param);
  }
}

/** The acquirer refused or failed an operation on an existing charge (capture, refund, cancel). */
export class AcquirerError extends DomainError {
  constructor(code: ErrorCode, message: string) {
    super("acquirer_error", code, message);
  }
}

/** A method the path does not take (`TRACE`, or `DELETE` on a collection); `allow` lists those it does. */
export class MethodNotAllowedError extends DomainError {
  constructor(
    method: string,
    readonly allow: string[],
  ) {
    super(
      "invalid_request_error",
      "method_not_allowed",
      `The method ${method} is not allowed here${allow.length ? `; use ${allow.join(", ")}` : ""}.`,
    );
  }
}

export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("rate_limited", "rate_limited", "Too many requests; retry later.");
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/**
 * The database cannot be reached or is shutting down (server/platform/db/unavailable.ts), or a service we
 * depend on did not answer (the Pix key directory): 503, retry later.
 */
export class ServiceUnavailableError extends DomainError {
  constructor(message = "The service is temporarily unavailable; retry in a few seconds.") {
    super("api_error", "service_unavailable", message);
  }
}
