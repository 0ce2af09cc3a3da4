import { asc, eq } from "drizzle-orm";
import { webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { presentAttempt, presentDelivery } from "./present";
import { byIdInTenant } from "@/server/platform/tenancy";

/** One delivery with the request sent, the last answer and every attempt. */
export async function getDeliveryLog({ ctx, id }: { ctx: Ctx; id: string }) {
  const db = await executor(ctx);
  const [row] = await db
    .select({ delivery: webhookDeliveries, url: webhookEndpoints.url })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(byIdInTenant(ctx, webhookDeliveries, id))
    .limit(1);
  if (!row) throw new NotFoundError("delivery log");
  const attempts = await db
    .select()
    .from(webhookDeliveryAttempts)
    .where(eq(webhookDeliveryAttempts.deliveryId, row.delivery.id))
    .orderBy(asc(webhookDeliveryAttempts.attempt));
  return {
    ...presentDelivery(row.delivery, row.url),
    request: { url: row.delivery.requestUrl, headers: row.delivery.requestHeaders, body: row.delivery.payload },
    attempts: attempts.map(presentAttempt),
  };
}
