import type { z } from "zod";
import { count, desc, and, isNull } from "drizzle-orm";
import { webhookEndpoints } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { pageOf } from "@/server/platform/lists/pagination";
import { presentEndpoint } from "./present";
import type { listEndpointsQuery } from "./schemas";
import { tenantWhere } from "@/server/platform/tenancy";

export async function listEndpoints({ ctx, input }: { ctx: Ctx; input: z.output<typeof listEndpointsQuery> }) {
  const db = await executor(ctx);
  const where = and(tenantWhere(ctx, webhookEndpoints.merchantId), isNull(webhookEndpoints.deletedAt));
  return pageOf(input, {
    rows: (limit, offset) =>
      db
        .select()
        .from(webhookEndpoints)
        .where(where)
        .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
        .limit(limit)
        .offset(offset),
    total: async () => (await db.select({ total: count() }).from(webhookEndpoints).where(where))[0].total,
    present: (rows) => rows.map(presentEndpoint),
  });
}
