import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { events, webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { newId } from "@/server/platform/ids";
import { rowsInsert } from "@/server/platform/db/rows-insert";
import { rowsUpdate } from "@/server/platform/db/rows-update";
import { writeAtomically } from "@/server/platform/db/write-atomically";
import type { ApiVersion } from "@/server/universal/api-versions";
import { renderEventPayload } from "./payloads/render-payload";
import { delayBeforeAttempt, MAX_ATTEMPTS } from "./retry-schedule";

const INSERT_CHUNK = 500;
/** Events turned into deliveries per transaction. */
export const FAN_OUT_BATCH = 200;

export function subscribes(endpointEvents: string[], name: string): boolean {
  return endpointEvents.includes("*") || endpointEvents.includes(name);
}

/**
 * Turns outbox events into deliveries: one per event and active endpoint of its merchant that
 * subscribes to it, its payload in the endpoint's version as it is now (a later change of the
 * version does not touch a delivery already made: its retries send the same bytes). Events are locked with SKIP LOCKED so that several dispatchers share the work,
 * and the (event_id, endpoint_id) key makes a repeated fan-out harmless.
 */
export async function fanOutEvents(ctx: Ctx, limit = FAN_OUT_BATCH): Promise<{ events: number; deliveries: number }> {
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
          .select({
            id: webhookEndpoints.id,
            merchantId: webhookEndpoints.merchantId,
            events: webhookEndpoints.events,
            apiVersion: webhookEndpoints.apiVersion,
          })
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
      // Each endpoint gets the payload of the version it is pinned to, rendered once per version.
      const payloads = new Map<ApiVersion, string>();
      for (const endpoint of endpoints) {
        if (endpoint.merchantId !== event.merchantId || !subscribes(endpoint.events, event.name)) continue;
        const payload = payloads.get(endpoint.apiVersion) ?? renderEventPayload(event, endpoint.apiVersion);
        payloads.set(endpoint.apiVersion, payload);
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
    // The deliveries and the events' mark as one statement (one per INSERT_CHUNK rows, the mark with the last,
    // so that a statement stays far below PostgreSQL's 65,535 parameters), its text made by rowsInsert rather
    // than by drizzle's insert builder: for 200 rows of 13 columns that builder was half the fan-out's CPU,
    // paid by the app while a busy merchant's charges flow (BENCHMARKS.md, issue 30, "the fan-out's writes").
    // Event ids are uuids read from the database, so their array literal needs no quoting.
    const markFannedOut = {
      statement: rowsUpdate(
        events,
        { fannedOutAt: now },
        sql`${events.id} = any(${`{${batch.map((e) => e.id).join(",")}}`}::uuid[])`,
      ),
    };
    for (let i = 0; i === 0 || i < rows.length; i += INSERT_CHUNK) {
      const chunk = rows.slice(i, i + INSERT_CHUNK);
      await writeAtomically(c.tx, [
        chunk.length > 0 && { statement: rowsInsert(webhookDeliveries, chunk, { onConflictDoNothing: true }) },
        i + INSERT_CHUNK >= rows.length && markFannedOut,
      ]);
    }
    return { events: batch.length, deliveries: rows.length };
  });
}
