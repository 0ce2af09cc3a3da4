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

/** The name of the events sent by "send test event" (server/delivery/webhooks); never emitted otherwise. */
export const TEST_EVENT_NAME = "webhook.test";
