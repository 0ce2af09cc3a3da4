import type { z } from "zod";
import { and, count, desc, eq } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { pageOf } from "@/server/platform/lists/pagination";
import { presentDelivery } from "./present";
import type { listDeliveryLogsQuery } from "./schemas";
import { tenantWhere } from "@/server/platform/tenancy";

/** The audit of deliveries, newest first. */
export async function listDeliveryLogs({ ctx, input }: { ctx: Ctx; input: z.output<typeof listDeliveryLogsQuery> }) {
  const db = await executor(ctx);
  const where = and(
    tenantWhere(ctx, webhookDeliveries.merchantId),
    input.status ? eq(webhookDeliveries.status, input.status) : undefined,
    input.event_name ? eq(webhookDeliveries.eventName, input.event_name) : undefined,
    input.endpoint_id ? eq(webhookDeliveries.endpointId, input.endpoint_id) : undefined,
  );
  return pageOf(input, {
    rows: (limit, offset) =>
      db
        .select({ delivery: webhookDeliveries, url: webhookEndpoints.url })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(where)
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit)
        .offset(offset),
    total: async () => (await db.select({ total: count() }).from(webhookDeliveries).where(where))[0].total,
    present: (rows) => rows.map((r) => presentDelivery(r.delivery, r.url)),
  });
}
