/**
 * The one error hierarchy of the service. Domain code throws these; `toErrorResponse`
 * maps them to HTTP in one place. Anything else is a bug and becomes a 500.
 */
export type ErrorType =
  | "validation_error"
  | "authentication_error"
  | "permission_error"
  | "not_found"
  | "idempotency_error"
  | "invalid_request_error"
  | "rate_limited"
  | "api_error";

export interface FieldIssue {
  param: string;
  message: string;
}

export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly type: ErrorType,
    readonly code: string,
    message: string,
    readonly param?: string,
    readonly details?: FieldIssue[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export class ValidationError extends ServiceError {
  constructor(message: string, param?: string, details?: FieldIssue[], code = "invalid_parameter") {
    super(400, "validation_error", code, message, param, details ?? (param ? [{ param, message }] : undefined));
  }
}

export class AuthenticationError extends ServiceError {
  constructor(message = "Invalid or missing API credentials.", code = "invalid_credentials") {
    super(401, "authentication_error", code, message, undefined, undefined, { "WWW-Authenticate": 'Basic realm="api"' });
  }
}

export class PermissionError extends ServiceError {
  constructor(message = "This operation is not allowed for these credentials.", code = "forbidden") {
    super(403, "permission_error", code, message);
  }
}

export class NotFoundError extends ServiceError {
  constructor(resource: string) {
    super(404, "not_found", "resource_not_found", `No such ${resource}.`);
  }
}

export class IdempotencyError extends ServiceError {
  constructor(message: string, code: "idempotency_key_reused" | "idempotency_in_flight") {
    super(409, "idempotency_error", code, message);
  }
}

/** Well-formed but not allowed now; `code` says why (`invalid_state`, `payment_method_disabled`, …). */
export class InvalidRequestError extends ServiceError {
  constructor(code: string, message: string, param?: string, status = 422) {
    super(status, "invalid_request_error", code, message, param);
  }
}

export class RateLimitedError extends ServiceError {
  constructor(retryAfterSeconds: number) {
    super(429, "rate_limited", "rate_limited", "Too many requests; retry later.", undefined, undefined, {
      "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

export class PayloadTooLargeError extends ServiceError {
  constructor(message: string, param?: string) {
    super(413, "validation_error", "payload_too_large", message, param);
  }
}
