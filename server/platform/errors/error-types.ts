/**
 * The error types of the API, in one list: the TypeScript type, the transport's status table
 * (server/http/error-status.ts) and the OpenAPI `Error` schema all derive from it.
 * What each means for an integrator is written in docs/api/errors.md.
 */
export const ERROR_TYPES = [
  "validation_error",
  "authentication_error",
  "permission_error",
  "not_found",
  "idempotency_error",
  "invalid_request_error",
  "acquirer_error",
  "rate_limited",
  "api_error",
] as const;

export type ErrorType = (typeof ERROR_TYPES)[number];
