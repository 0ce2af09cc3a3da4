import { ServiceError } from "./errors";
import { log } from "@/server/log";

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  total_pages: number;
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** `{"data": {...}}` */
export function ok(data: unknown, status = 200): Response {
  return json({ data }, status);
}

/** `{"data": [...], "pagination": {...}}` */
export function list(data: unknown[], pagination: Record<string, number>): Response {
  return json({ data, pagination });
}

export function errorBody(err: ServiceError): { error: Record<string, unknown> } {
  const error: Record<string, unknown> = { type: err.type, code: err.code, message: err.message };
  if (err.param) error.param = err.param;
  if (err.details?.length) error.details = err.details;
  return { error };
}

/** The one place where errors become HTTP answers; unknown errors are 500 with the request id only. */
export function toErrorResponse(err: unknown, requestId: string): Response {
  if (err instanceof ServiceError) return json(errorBody(err), err.status, err.headers);
  log.error("unhandled error", { requestId, error: err });
  return json(
    { error: { type: "api_error", code: "internal_error", message: `An internal error occurred. Request id: ${requestId}.`, request_id: requestId } },
    500,
  );
}
