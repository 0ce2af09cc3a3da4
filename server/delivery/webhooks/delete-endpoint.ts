import { and, eq, inArray, isNull } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { presentEndpoint } from "./present";
import { byIdInTenant } from "@/server/platform/tenancy";

/**
 * Deletes an endpoint. The row is kept (its delivery logs still name it) but it is gone from the
 * API, and its unfinished deliveries end `exhausted`: nothing will be sent to it again.
 */
export async function deleteEndpoint({ ctx, id }: { ctx: Ctx; id: string }) {
  return inTransaction(ctx, async (c) => {
    const [row] = await c.tx
      .update(webhookEndpoints)
      .set({ deletedAt: ctx.now(), active: false, updatedAt: ctx.now() })
      .where(and(byIdInTenant(ctx, webhookEndpoints, id), isNull(webhookEndpoints.deletedAt)))
      .returning();
    if (!row) throw new NotFoundError("webhook endpoint");
    await c.tx
      .update(webhookDeliveries)
      .set({
        status: "exhausted",
        nextRetryAt: null,
        errorMessage: "The endpoint was deleted; no further attempts.",
        errorCode: "endpoint_deleted",
        errorParams: null,
        updatedAt: ctx.now(),
      })
      .where(and(eq(webhookDeliveries.endpointId, row.id), inArray(webhookDeliveries.status, ["pending", "failed"])));
    return { ...presentEndpoint(row), deleted: true as const };
  });
}
