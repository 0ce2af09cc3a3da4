import { and, eq, exists, isNull } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { InvalidRequestError } from "@/server/platform/errors";
import { newId } from "@/server/platform/ids";
import { getDeliveryLog } from "./get-delivery-log";
import { leaseExpiry, leaseFree } from "./lease";
import { performAttempt } from "./perform-attempt";
import { byIdInTenant } from "@/server/platform/tenancy";

/**
 * Sends a delivery again now, whatever its status, and records the attempt (trigger `manual`).
 * It takes the same lease as the dispatcher, so a resend and a scheduled attempt never run at once.
 * The endpoint may be disabled (a merchant checking a fix before enabling it) but not deleted.
 */
export async function resendDelivery({ ctx, id }: { ctx: Ctx; id: string }) {
  const db = await executor(ctx);
  const token = newId();
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({ leaseToken: token, leaseExpiresAt: leaseExpiry() })
    .where(
      and(
        byIdInTenant(ctx, webhookDeliveries, id),
        leaseFree,
        // Only while its endpoint exists: a deleted endpoint's deliveries are closed.
        exists(
          db
            .select({ id: webhookEndpoints.id })
            .from(webhookEndpoints)
            .where(and(eq(webhookEndpoints.id, webhookDeliveries.endpointId), isNull(webhookEndpoints.deletedAt))),
        ),
      ),
    )
    .returning();
  if (!claimed) {
    const current = await getDeliveryLog({ ctx, id }); // 404 for a missing or foreign id
    const [endpoint] = await db
      .select({ deletedAt: webhookEndpoints.deletedAt })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, current.endpoint_id));
    if (endpoint?.deletedAt)
      throw new InvalidRequestError("endpoint_deleted", "The endpoint of this delivery was deleted.");
    throw new InvalidRequestError(
      "delivery_in_progress",
      "This delivery is being sent right now; try again in a few seconds.",
    );
  }
  await performAttempt(ctx, claimed, "manual", token);
  return getDeliveryLog({ ctx, id: claimed.id });
}
