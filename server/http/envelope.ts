import { DomainError, ServiceUnavailableError } from "@/server/platform/errors";
import { isDatabaseUnavailable } from "@/server/platform/db/unavailable";
import { httpHeadersOf, httpStatusOf } from "./error-status";
import { log } from "@/server/platform/log";

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
export function list(data: unknown[], pagination: Record<string, number | boolean>): Response {
  return json({ data, pagination });
}

export function errorBody(err: DomainError): { error: Record<string, unknown> } {
  const error: Record<string, unknown> = { type: err.type, code: err.code, message: err.message };
  if (err.param) error.param = err.param;
  if (err.details?.length) error.details = err.details;
  return { error };
}

/** A lost or refused database connection is a 503 to retry, not a bug (the reliability suite's part 5). */
function asServiceUnavailable(err: unknown): unknown {
  if (err instanceof DomainError || !isDatabaseUnavailable(err)) return err;
  log.warn("database unavailable", { error: err instanceof Error ? err.message : String(err) });
  return new ServiceUnavailableError();
}

/** The one place where errors become HTTP answers; unknown errors are 500 with the request id only. */
export function toErrorResponse(thrown: unknown, requestId: string): Response {
  const err = asServiceUnavailable(thrown);
  if (err instanceof DomainError) return json(errorBody(err), httpStatusOf(err), httpHeadersOf(err));
  log.error("unhandled error", { requestId, error: err });
  return json(
    {
      error: {
        type: "api_error",
        code: "internal_error",
        message: `An internal error occurred. Request id: ${requestId}.`,
        request_id: requestId,
      },
    },
    500,
  );
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The same mapping for hosted pages: a small HTML page with the status and a message fit for a buyer. */
export function toHtmlErrorResponse(thrown: unknown, requestId: string, req: Request): Response {
  const err = asServiceUnavailable(thrown);
  const status = err instanceof DomainError ? httpStatusOf(err) : 500;
  if (!(err instanceof DomainError)) log.error("unhandled error", { requestId, error: err });
  const english = !/^pt/i.test(req.headers.get("accept-language") ?? "pt");
  const message =
    status === 404
      ? english
        ? "Page not found."
        : "Página não encontrada."
      : err instanceof DomainError && status < 500
        ? err.message
        : english
          ? `Something went wrong. Reference: ${requestId}.`
          : `Algo deu errado. Referência: ${requestId}.`;
  const lang = english ? "en" : "pt-BR";
  const html = `<!doctype html><html lang="${lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${status}</title><p>${escapeHtml(message)}</p></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
