import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { events, webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { newId } from "@/server/platform/ids";
import { rowsUpdate } from "@/server/platform/db/rows-update";
import { writeAtomically } from "@/server/platform/db/write-atomically";
import type { ApiVersion } from "@/server/universal/api-versions";
import { renderEventPayload } from "@/server/platform/events/payloads/render-payload";
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
    // Neither the snapshot nor the body: the body is copied in the database, the snapshot read only if needed.
    const batch = await c.tx
      .select({
        id: events.id,
        merchantId: events.merchantId,
        name: events.name,
        createdAt: events.createdAt,
        // The version of the body the event carries, only when it carries one (else it is rendered below).
        payloadVersion: sql<ApiVersion | null>`case when ${events.payload} is not null then ${events.payloadVersion} end`,
      })
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
    const rows: DeliveryRow[] = [];
    const toRender: Array<{ row: DeliveryRow; version: ApiVersion }> = [];
    for (const event of batch) {
      for (const endpoint of endpoints) {
        if (endpoint.merchantId !== event.merchantId || !subscribes(endpoint.events, event.name)) continue;
        // The body the event carries when the endpoint is on its version; rendered below for any other.
        const row: DeliveryRow = { id: newId(), endpoint_id: endpoint.id, event_id: event.id, payload: null };
        rows.push(row);
        if (endpoint.apiVersion !== event.payloadVersion) toRender.push({ row, version: endpoint.apiVersion });
      }
    }
    if (toRender.length > 0) await renderOtherVersions(c.tx, toRender);

    // The deliveries and the events' mark as one statement (one per INSERT_CHUNK rows, the mark with the last), so
    // that a merchant with many endpoints stays far below PostgreSQL's limits. The mark clears the bodies the
    // events carried and their version: the bodies are in the deliveries now, and an event fanned out again is
    // rendered from its snapshot (BENCHMARKS.md, issue 30, "event payloads rendered once"). Event ids are uuids
    // read from the database, so their array literal needs no quoting.
    const now = ctx.now();
    const markFannedOut = {
      statement: rowsUpdate(
        events,
        { fannedOutAt: now, payload: null, payloadVersion: null },
        sql`${events.id} = any(${`{${batch.map((e) => e.id).join(",")}}`}::uuid[])`,
      ),
    };
    for (let i = 0; i === 0 || i < rows.length; i += INSERT_CHUNK) {
      const chunk = rows.slice(i, i + INSERT_CHUNK);
      await writeAtomically(c.tx, [
        chunk.length > 0 && { statement: deliveriesInsert(chunk, now) },
        i + INSERT_CHUNK >= rows.length && markFannedOut,
      ]);
    }
    return { events: batch.length, deliveries: rows.length };
  });
}

/** A delivery to make: its body is the event's own (null) or one rendered for the endpoint's version. */
interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event_id: string;
  payload: string | null;
}

/**
 * Bodies for endpoints pinned to a version other than the one the event was rendered in (or events recorded
 * before events carried one): rendered from the snapshot, once per event and version.
 */
async function renderOtherVersions(tx: Executor, list: Array<{ row: DeliveryRow; version: ApiVersion }>) {
  const ids = [...new Set(list.map((r) => r.row.event_id))];
  const snapshots = await tx
    .select({ id: events.id, name: events.name, createdAt: events.createdAt, data: events.data })
    .from(events)
    .where(inArray(events.id, ids));
  const byId = new Map(snapshots.map((e) => [e.id, e]));
  const rendered = new Map<string, string>();
  for (const { row, version } of list) {
    const key = `${row.event_id} ${version}`;
    const payload = rendered.get(key) ?? renderEventPayload(byId.get(row.event_id)!, version);
    rendered.set(key, payload);
    row.payload = payload;
  }
}

/**
 * The deliveries' insert, the event's columns and body taken from its row in the same statement: only the ids
 * (and a body rendered here for another version) travel from the app, not each event's body again. Attempt 1 is
 * due 30 s after the event (server/delivery/webhooks/retry-schedule.ts).
 */
function deliveriesInsert(chunk: DeliveryRow[], now: Date) {
  return sql`insert into ${webhookDeliveries} (id, merchant_id, endpoint_id, event_id, event_name, payload, status,
      attempt, max_attempts, next_retry_at, created_at, updated_at)
    select d.id, e.merchant_id, d.endpoint_id, e.id, e.name, coalesce(d.payload, e.payload), 'pending', 0,
      ${MAX_ATTEMPTS}::int, e.created_at + ${delayBeforeAttempt(1)}::int * interval '1 millisecond',
      ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as d(id uuid, endpoint_id uuid, event_id uuid, payload text)
    join ${events} e on e.id = d.event_id
    on conflict do nothing`;
}
