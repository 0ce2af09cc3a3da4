import { webhookDeliveries } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { newId } from "@/server/platform/ids";
import { getDeliveryLog } from "./get-delivery-log";
import { getEndpointRow } from "./get-endpoint";
import { leaseExpiry } from "./lease";
import { performAttempt } from "./perform-attempt";
import { renderEventPayload } from "@/server/platform/events/payloads/render-payload";
import { TEST_EVENT_NAME } from "./schemas";

/**
 * Sends a `webhook.test` event to one endpoint now (disabled endpoints too) and answers its
 * delivery log, in the endpoint's version. It is signed like any delivery and is tried once: `max_attempts` 1, so a failure
 * ends `exhausted` rather than being retried for two days.
 */
export async function sendTestEvent({ ctx, id }: { ctx: Ctx; id: string }) {
  const endpoint = await getEndpointRow(ctx, id);
  const db = await executor(ctx);
  const eventId = newId();
  const now = ctx.now();
  const payload = renderEventPayload(
    {
      id: eventId,
      name: TEST_EVENT_NAME,
      createdAt: now,
      data: {
        object: "webhook_test",
        endpoint_id: endpoint.id,
        message: "A test event sent from the dashboard or the API.",
      },
    },
    endpoint.apiVersion,
  );
  const token = newId();
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({
      id: newId(),
      merchantId: endpoint.merchantId,
      endpointId: endpoint.id,
      eventId,
      eventName: TEST_EVENT_NAME,
      payload,
      status: "pending",
      attempt: 0,
      maxAttempts: 1,
      nextRetryAt: null,
      leaseToken: token,
      leaseExpiresAt: leaseExpiry(),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await performAttempt(ctx, delivery, "test", token);
  return getDeliveryLog({ ctx, id: delivery.id });
}
