import type { z } from "zod";
import { count, desc } from "drizzle-orm";
import { webhookEndpoints } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import { offsetOf, pagination } from "@/server/http/pagination";
import { presentEndpoint } from "./present";
import type { listEndpointsQuery } from "./schemas";
import { endpointScope } from "./scope";

export async function listEndpoints({ ctx, input }: { ctx: Ctx; input: z.output<typeof listEndpointsQuery> }) {
  const db = await executor(ctx);
  const where = endpointScope(ctx);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(webhookEndpoints)
      .where(where)
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
      .limit(input.limit)
      .offset(offsetOf(input.page, input.limit)),
    db.select({ total: count() }).from(webhookEndpoints).where(where),
  ]);
  return { data: rows.map(presentEndpoint), pagination: pagination(input.page, input.limit, total) };
}
