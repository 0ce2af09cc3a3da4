import type { z } from "zod";
import { and, count, desc, eq } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import { offsetOf, pagination } from "@/server/http/pagination";
import { presentDelivery } from "./present";
import type { listDeliveryLogsQuery } from "./schemas";
import { deliveryScope } from "./scope";

/** The audit of deliveries, newest first. */
export async function listDeliveryLogs({ ctx, input }: { ctx: Ctx; input: z.output<typeof listDeliveryLogsQuery> }) {
  const db = await executor(ctx);
  const where = and(
    deliveryScope(ctx),
    input.status ? eq(webhookDeliveries.status, input.status) : undefined,
    input.event_name ? eq(webhookDeliveries.eventName, input.event_name) : undefined,
    input.endpoint_id ? eq(webhookDeliveries.endpointId, input.endpoint_id) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ delivery: webhookDeliveries, url: webhookEndpoints.url })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(input.limit)
      .offset(offsetOf(input.page, input.limit)),
    db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return { data: rows.map((r) => presentDelivery(r.delivery, r.url)), pagination: pagination(input.page, input.limit, total) };
}
