import { events } from "@/db/schema";
import type { Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { rowsInsert } from "@/server/platform/db/rows-insert";
import { newId } from "@/server/platform/ids";

/** The event names, listed once (docs/api/webhooks.md). */
export const EVENT_NAMES = [
  "charge.created",
  "charge.authorized",
  "charge.captured",
  "charge.failed",
  "charge.partially_refunded",
  "charge.refunded",
  "charge.canceled",
  "withdrawal.created",
  "withdrawal.processing",
  "withdrawal.completed",
  "withdrawal.failed",
  "withdrawal.canceled",
  "withdrawal.approved",
  "withdrawal.rejected",
  "anticipation.created",
  "anticipation.processing",
  "anticipation.completed",
  "anticipation.canceled",
  "anticipation.rejected",
  "recipient.updated",
  // A dispute of a charge carries the dispute object (docs/api/disputes.md), Stripe's names.
  "charge.dispute.created",
  "charge.dispute.updated",
  "charge.dispute.closed",
  "charge.dispute.funds_withdrawn",
  "charge.dispute.funds_reinstated",
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/**
 * Writes an event to the outbox. Call it with the transaction that made the change, so that
 * the change and its event exist together or not at all.
 */
export async function recordEvent(
  ctx: Ctx & { tx: Executor },
  event: { merchantId: string | null; name: EventName; data: Record<string, unknown> },
): Promise<string> {
  const id = newId();
  await ctx.tx
    .insert(events)
    .values({ id, merchantId: event.merchantId, name: event.name, data: event.data, createdAt: ctx.now() });
  return id;
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
    list.map((e) => ({ id: newId(), merchantId: e.merchantId, name: e.name, data: e.data, createdAt })),
  );
}
