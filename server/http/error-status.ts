import { DomainError, MethodNotAllowedError, RateLimitedError, type ErrorType } from "@/server/platform/errors";

/** The one table from error types to HTTP statuses (docs/api/errors.md). */
const STATUS_OF_TYPE: Record<ErrorType, number> = {
  validation_error: 400,
  authentication_error: 401,
  permission_error: 403,
  not_found: 404,
  idempotency_error: 409,
  invalid_request_error: 422,
  acquirer_error: 502,
  rate_limited: 429,
  api_error: 500,
};

/** Codes whose status is more precise than their type's. */
const STATUS_OF_CODE: Record<string, number> = {
  payload_too_large: 413,
  unsupported_media_type: 415,
  method_not_allowed: 405,
  service_unavailable: 503,
};

export function httpStatusOf(err: DomainError): number {
  return STATUS_OF_CODE[err.code] ?? STATUS_OF_TYPE[err.type];
}

export function httpHeadersOf(err: DomainError): Record<string, string> {
  if (err.type === "authentication_error") return { "WWW-Authenticate": 'Basic realm="api"' };
  if (err instanceof RateLimitedError) return { "Retry-After": String(err.retryAfterSeconds) };
  if (err instanceof MethodNotAllowedError) return { Allow: err.allow.join(", ") };
  return {};
}
