import { and, eq, inArray, isNull } from "drizzle-orm";
import { events, webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { newId } from "@/server/platform/ids";
import { delayBeforeAttempt, MAX_ATTEMPTS } from "./retry-schedule";

const INSERT_CHUNK = 500;

/** The body every attempt of this event sends, byte for byte (docs/api/webhooks.md, "Payload"). */
export function eventPayload(event: {
  id: string;
  name: string;
  createdAt: Date;
  data: Record<string, unknown>;
}): string {
  return JSON.stringify({
    id: event.id,
    event: event.name,
    created_at: event.createdAt.toISOString(),
    data: event.data,
  });
}

export function subscribes(endpointEvents: string[], name: string): boolean {
  return endpointEvents.includes("*") || endpointEvents.includes(name);
}

/**
 * Turns outbox events into deliveries: one per event and active endpoint of its merchant that
 * subscribes to it. Events are locked with SKIP LOCKED so that several dispatchers share the work,
 * and the (event_id, endpoint_id) key makes a repeated fan-out harmless.
 */
export async function fanOutEvents(ctx: Ctx, limit = 200): Promise<{ events: number; deliveries: number }> {
  return inTransaction(ctx, async (c) => {
    const batch = await c.tx
      .select()
      .from(events)
      .where(isNull(events.fannedOutAt))
      .orderBy(events.createdAt, events.id)
      .limit(limit)
      .for("update", { skipLocked: true });
    if (batch.length === 0) return { events: 0, deliveries: 0 };
    const merchantIds = [...new Set(batch.map((e) => e.merchantId).filter((m): m is string => m !== null))];
    const endpoints = merchantIds.length
      ? await c.tx
          .select({ id: webhookEndpoints.id, merchantId: webhookEndpoints.merchantId, events: webhookEndpoints.events })
          .from(webhookEndpoints)
          .where(
            and(
              inArray(webhookEndpoints.merchantId, merchantIds),
              eq(webhookEndpoints.active, true),
              isNull(webhookEndpoints.deletedAt),
            ),
          )
      : [];
    const now = ctx.now();
    const rows: (typeof webhookDeliveries.$inferInsert)[] = [];
    for (const event of batch) {
      const payload = eventPayload(event);
      for (const endpoint of endpoints) {
        if (endpoint.merchantId !== event.merchantId || !subscribes(endpoint.events, event.name)) continue;
        rows.push({
          id: newId(),
          merchantId: endpoint.merchantId,
          endpointId: endpoint.id,
          eventId: event.id,
          eventName: event.name,
          payload,
          status: "pending",
          attempt: 0,
          maxAttempts: MAX_ATTEMPTS,
          // Attempt 1 is due 30 s after the event (server/delivery/webhooks/retry-schedule.ts).
          nextRetryAt: new Date(event.createdAt.getTime() + delayBeforeAttempt(1)),
          createdAt: now,
          updatedAt: now,
        });
      }
    }
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await c.tx
        .insert(webhookDeliveries)
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflictDoNothing();
    }
    await c.tx
      .update(events)
      .set({ fannedOutAt: now })
      .where(
        inArray(
          events.id,
          batch.map((e) => e.id),
        ),
      );
    return { events: batch.length, deliveries: rows.length };
  });
}
