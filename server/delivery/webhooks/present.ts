import type { webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from "@/db/schema";
import type { DeliveryAttemptView, DeliveryLogView, EndpointView } from "./schemas";

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type AttemptRow = typeof webhookDeliveryAttempts.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function presentEndpoint(row: EndpointRow): EndpointView {
  return {
    id: row.id,
    merchant_id: row.merchantId,
    url: row.url,
    description: row.description,
    events: row.events,
    active: row.active,
    api_version: row.apiVersion,
    secret_hint: `whsec_…${row.secretLastFour}`,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentDelivery(row: DeliveryRow, endpointUrl: string): DeliveryLogView {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    endpoint_url: endpointUrl,
    event_id: row.eventId,
    event_name: row.eventName,
    status: row.status,
    attempt: row.attempt,
    max_attempts: row.maxAttempts,
    response_status_code: row.responseStatusCode,
    error_message: row.errorMessage,
    error_code: row.errorCode,
    error_params: row.errorParams,
    duration_ms: row.durationMs,
    response_body: row.responseBody,
    next_retry_at: iso(row.nextRetryAt),
    last_attempt_at: iso(row.lastAttemptAt),
    delivered_at: iso(row.deliveredAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentAttempt(row: AttemptRow): DeliveryAttemptView {
  return {
    attempt: row.attempt,
    trigger: row.trigger,
    succeeded: row.succeeded,
    attempted_at: row.attemptedAt.toISOString(),
    duration_ms: row.durationMs,
    request_url: row.requestUrl,
    request_headers: row.requestHeaders,
    response_status_code: row.responseStatusCode,
    response_body: row.responseBody,
    error_message: row.errorMessage,
    error_code: row.errorCode,
    error_params: row.errorParams,
    status_after: row.statusAfter,
    next_retry_at: iso(row.nextRetryAt),
  };
}
