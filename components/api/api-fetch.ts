import { queryParams } from "@/server/universal/query-params";

/**
 * Client components call /v1 through this, with the session cookie (same origin, so the
 * browser sends the Origin header that the server's cross-site check needs).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly code: string,
    message: string,
    readonly param?: string,
    readonly details?: Array<{ param: string; message: string }>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface ApiFetchOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  query?: Query;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** `/api-keys` → `/v1/api-keys?…`, skipping empty query values. */
export function apiUrl(path: string, query?: Query): string {
  const qs = queryParams(query ?? {}).toString();
  return `/v1${path.startsWith("/") ? path : `/${path}`}${qs ? `?${qs}` : ""}`;
}

/** The parsed JSON body (`{data}` or `{data, pagination}`); throws ApiError with the envelope's fields. */
export async function apiFetch<T>(path: string, opts: ApiFetchOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  if (opts.idempotencyKey) headers["idempotency-key"] = opts.idempotencyKey;
  const res = await fetch(apiUrl(path, opts.query), {
    method: opts.method ?? "GET",
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    credentials: "same-origin",
    cache: "no-store",
    signal: opts.signal,
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!res.ok) {
    const err = (
      json as
        | {
            error?: {
              type?: string;
              code?: string;
              message?: string;
              param?: string;
              details?: Array<{ param: string; message: string }>;
            };
          }
        | undefined
    )?.error;
    throw new ApiError(
      res.status,
      err?.type ?? "api_error",
      err?.code ?? `http_${res.status}`,
      err?.message ?? res.statusText,
      err?.param,
      err?.details,
    );
  }
  return json as T;
}

/** Shapes of the envelope, for typing apiFetch results. */
export interface One<T> {
  data: T;
}
export interface Page<T> {
  data: T[];
  pagination: {
    page: number;
    limit: number;
    total: number;
    total_pages: number;
    /** `total` is a lower bound (counting stopped at a cap): at least that many. */
    total_is_estimate?: boolean;
    has_more?: boolean;
  };
}
