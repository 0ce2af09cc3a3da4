import { events } from "@/db/schema";
import type { Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { rowsInsert } from "@/server/platform/db/rows-insert";
import { newId } from "@/server/platform/ids";
import { CURRENT_API_VERSION } from "@/server/universal/api-versions";
import { EVENT_NAMES, TEST_EVENT_NAME, type EventName } from "./event-names";
import { renderEventPayload } from "./payloads/render-payload";

export { EVENT_NAMES, TEST_EVENT_NAME, type EventName };

/**
 * Writes an event to the outbox. Call it with the transaction that made the change, so that
 * the change and its event exist together or not at all.
 */
export async function recordEvent(
  ctx: Ctx & { tx: Executor },
  event: { merchantId: string | null; name: EventName; data: Record<string, unknown> },
): Promise<string> {
  const row = eventRow(event, newId(), ctx.now());
  await ctx.tx.insert(events).values(row);
  return row.id;
}

/**
 * Several events of one change (a charge created, authorized and captured by one request) as one
 * insert, unsent: a part of a one-statement write (server/platform/db/write-atomically.ts). Ids are
 * time-ordered, so the outbox keeps their order.
 */
export function eventsInsert(
  ctx: Ctx,
  list: Array<{ merchantId: string | null; name: EventName; data: Record<string, unknown> }>,
) {
  const createdAt = ctx.now();
  return rowsInsert(
    events,
    list.map((e) => eventRow(e, newId(), createdAt)),
  );
}

/**
 * The outbox row, with its webhook body in the current API version rendered now, from the object the change
 * holds: the dispatcher copies it to the deliveries of endpoints on that version instead of parsing the
 * snapshot back and rendering it again (db/schema/events.ts, docs/api/versioning.md): the same presenter on the
 * same snapshot and time, so the same fields and values (nested objects keep the order the API answers with).
 */
function eventRow(
  event: { merchantId: string | null; name: EventName; data: Record<string, unknown> },
  id: string,
  createdAt: Date,
): typeof events.$inferInsert {
  const payload = renderEventPayload({ id, name: event.name, createdAt, data: event.data }, CURRENT_API_VERSION);
  return {
    id,
    merchantId: event.merchantId,
    name: event.name,
    data: event.data,
    createdAt,
    payload,
    payloadVersion: CURRENT_API_VERSION,
  };
}
