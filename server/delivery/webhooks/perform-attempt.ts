import { and, eq } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { config } from "@/server/platform/config";
import { executor, type Ctx } from "@/server/platform/context";
import { newId } from "@/server/platform/ids";
import { log } from "@/server/platform/log";
import { metrics } from "@/server/platform/metrics/metrics";
import { recordAttempt, type AttemptRecord, type AttemptRecorder } from "./record-attempts";
import { nextAttemptAt } from "./retry-schedule";
import { openEndpointSecret } from "./secret-box";
import { sendWebhook, type SendResult } from "./send-webhook";
import { signedHeaders } from "./signing";

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** The endpoint of a delivery, of its merchant, or undefined when there is none. */
export async function endpointOf(ctx: Ctx, delivery: Pick<DeliveryRow, "endpointId" | "merchantId">) {
  const db = await executor(ctx);
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, delivery.endpointId), eq(webhookEndpoints.merchantId, delivery.merchantId)))
    .limit(1);
  return endpoint as EndpointRow | undefined;
}
export type AttemptTrigger = "automatic" | "manual" | "test";
type Status = DeliveryRow["status"];

/**
 * The delivery's state after an attempt (docs/api/webhooks.md, "Attempts, retries and states"):
 * a 2xx is `success`; a failure is `failed` with the next attempt scheduled, or `exhausted` once
 * `max_attempts` attempts were made. A manual resend is an attempt made now: it cannot undo a
 * `success` or revive an `exhausted` delivery's schedule, but its own success counts.
 */
export function stateAfter(
  previous: Status,
  attemptsMade: number,
  maxAttempts: number,
  ok: boolean,
  trigger: AttemptTrigger,
  at: Date,
): { status: Status; nextRetryAt: Date | null } {
  if (ok) return { status: "success", nextRetryAt: null };
  if (trigger === "manual" && (previous === "success" || previous === "exhausted"))
    return { status: previous, nextRetryAt: null };
  const next = nextAttemptAt(attemptsMade, maxAttempts, at);
  return next ? { status: "failed", nextRetryAt: next } : { status: "exhausted", nextRetryAt: null };
}

/**
 * Sends one attempt of a delivery this process holds a lease on (`leaseToken`), then records it.
 * The record is conditional on the lease: if it expired and another dispatcher took the delivery,
 * this attempt is logged as a warning and not recorded twice. Answers the delivery as stored.
 *
 * `opts.endpoint`: the delivery's endpoint row when the caller read it already (the dispatcher reads the
 * endpoints of a whole claim in one statement; `null` when it has none); otherwise it is read here.
 * `opts.maxSockets`: the kept-alive connections the endpoint may have (its share of requests in
 * flight, the dispatcher's `perEndpoint`; by default a quarter of WEBHOOK_CONCURRENCY).
 * The record (the delivery's new state and the attempt's log row) is one statement, without BEGIN
 * and COMMIT (server/platform/db/write-atomically.ts): with the endpoint read per claim, an attempt
 * costs the database one statement instead of five (BENCHMARKS.md, issue 30).
 * `opts.recorder`: the dispatcher's, which writes the records of attempts ending together in one statement.
 */
export async function performAttempt(
  ctx: Ctx,
  delivery: DeliveryRow,
  trigger: AttemptTrigger,
  leaseToken: string,
  opts: { endpoint?: EndpointRow | null; maxSockets?: number; recorder?: AttemptRecorder } = {},
): Promise<DeliveryRow> {
  const db = await executor(ctx);
  const endpoint = opts.endpoint === undefined ? await endpointOf(ctx, delivery) : (opts.endpoint ?? undefined);
  const attemptedAt = ctx.now();
  const attemptNo = delivery.attempt + 1;

  let result: SendResult;
  let headers: Record<string, string> = {};
  const url = endpoint?.url ?? "";
  if (!endpoint || endpoint.deletedAt) {
    result = {
      ok: false,
      statusCode: null,
      responseBody: null,
      errorMessage: "The endpoint was deleted.",
      errorCode: "endpoint_deleted",
      errorParams: null,
      durationMs: 0,
    };
  } else {
    headers = signedHeaders(
      openEndpointSecret(endpoint.secretCiphertext),
      delivery.eventId,
      delivery.payload,
      new Date(),
    );
    const cfg = config();
    result = await sendWebhook(endpoint.url, headers, delivery.payload, cfg.WEBHOOK_TIMEOUT_MS, {
      pool: {
        endpoint: endpoint.id,
        maxSockets: opts.maxSockets ?? Math.max(1, Math.floor(cfg.WEBHOOK_CONCURRENCY / 4)),
      },
    });
  }
  const next =
    !endpoint || endpoint.deletedAt
      ? { status: "exhausted" as const, nextRetryAt: null }
      : stateAfter(delivery.status, attemptNo, delivery.maxAttempts, result.ok, trigger, attemptedAt);

  // What was sent and what came back: on the delivery (its latest attempt) and on the attempt's own row alike.
  const exchange = {
    requestUrl: url,
    requestHeaders: headers,
    responseStatusCode: result.statusCode,
    responseBody: result.responseBody,
    errorMessage: result.errorMessage,
    errorCode: result.errorCode,
    errorParams: result.errorParams,
    durationMs: result.durationMs,
  };
  const change = {
    status: next.status,
    attempt: attemptNo,
    nextRetryAt: next.nextRetryAt,
    lastAttemptAt: attemptedAt,
    // Set in every attempt's change (kept when this one failed), so that a round's records are one UPDATE.
    deliveredAt: result.ok ? attemptedAt : delivery.deliveredAt,
    ...exchange,
    leaseToken: null,
    leaseExpiresAt: null,
    updatedAt: attemptedAt,
  };
  const record: AttemptRecord = {
    deliveryId: delivery.id,
    leaseToken,
    change,
    attemptRow: {
      id: newId(),
      deliveryId: delivery.id,
      merchantId: delivery.merchantId,
      attempt: attemptNo,
      trigger,
      succeeded: result.ok,
      attemptedAt,
      ...exchange,
      statusAfter: next.status,
      nextRetryAt: next.nextRetryAt,
    },
  };
  const recorded = opts.recorder ? await opts.recorder.record(ctx, record) : await recordAttempt(db, record);
  let stored: DeliveryRow;
  if (recorded) {
    // The row as the update left it: the lease holder is the only writer of these fields, no read back.
    stored = { ...delivery, ...change };
  } else {
    log.warn("webhook attempt finished after its lease was lost", { deliveryId: delivery.id, attempt: attemptNo });
    const [current] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id));
    stored = current;
  }
  // Counted once committed: `failed` will be retried, `exhausted` will not (docs/api/operations.md).
  metrics().webhookDeliveries.inc({ outcome: recorded ? next.status : "lease_lost", trigger });
  return stored;
}
