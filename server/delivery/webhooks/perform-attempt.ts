import { and, eq } from "drizzle-orm";
import { webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from "@/db/schema";
import { config } from "@/server/platform/config";
import { executor, inTransaction, type Ctx } from "@/server/platform/context";
import { newId } from "@/server/platform/ids";
import { log } from "@/server/platform/log";
import { metrics } from "@/server/platform/metrics/metrics";
import { nextAttemptAt } from "./retry-schedule";
import { openSecret } from "./secret-box";
import { sendWebhook, type SendResult } from "./send-webhook";
import { signedHeaders } from "./signing";

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
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
 */
export async function performAttempt(
  ctx: Ctx,
  delivery: DeliveryRow,
  trigger: AttemptTrigger,
  leaseToken: string,
): Promise<DeliveryRow> {
  const db = await executor(ctx);
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, delivery.endpointId), eq(webhookEndpoints.merchantId, delivery.merchantId)))
    .limit(1);
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
    headers = signedHeaders(openSecret(endpoint.secretCiphertext), delivery.eventId, delivery.payload, new Date());
    result = await sendWebhook(endpoint.url, headers, delivery.payload, config().WEBHOOK_TIMEOUT_MS);
  }
  const next =
    !endpoint || endpoint.deletedAt
      ? { status: "exhausted" as const, nextRetryAt: null }
      : stateAfter(delivery.status, attemptNo, delivery.maxAttempts, result.ok, trigger, attemptedAt);

  let recorded = false;
  const stored = await inTransaction(ctx, async (c) => {
    const [updated] = await c.tx
      .update(webhookDeliveries)
      .set({
        status: next.status,
        attempt: attemptNo,
        nextRetryAt: next.nextRetryAt,
        lastAttemptAt: attemptedAt,
        ...(result.ok && { deliveredAt: attemptedAt }),
        requestUrl: url,
        requestHeaders: headers,
        responseStatusCode: result.statusCode,
        responseBody: result.responseBody,
        errorMessage: result.errorMessage,
        errorCode: result.errorCode,
        errorParams: result.errorParams,
        durationMs: result.durationMs,
        leaseToken: null,
        leaseExpiresAt: null,
        updatedAt: attemptedAt,
      })
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.leaseToken, leaseToken)))
      .returning();
    if (!updated) {
      log.warn("webhook attempt finished after its lease was lost", { deliveryId: delivery.id, attempt: attemptNo });
      const [current] = await c.tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id));
      return current;
    }
    await c.tx.insert(webhookDeliveryAttempts).values({
      id: newId(),
      deliveryId: delivery.id,
      merchantId: delivery.merchantId,
      attempt: attemptNo,
      trigger,
      succeeded: result.ok,
      attemptedAt,
      durationMs: result.durationMs,
      requestUrl: url,
      requestHeaders: headers,
      responseStatusCode: result.statusCode,
      responseBody: result.responseBody,
      errorMessage: result.errorMessage,
      errorCode: result.errorCode,
      errorParams: result.errorParams,
      statusAfter: next.status,
      nextRetryAt: next.nextRetryAt,
    });
    recorded = true;
    return updated;
  });
  // Counted once committed: `failed` will be retried, `exhausted` will not (docs/api/operations.md).
  metrics().webhookDeliveries.inc({ outcome: recorded ? next.status : "lease_lost", trigger });
  return stored;
}
