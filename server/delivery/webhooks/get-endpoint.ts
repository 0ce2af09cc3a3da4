import { and, isNull } from "drizzle-orm";
import { webhookEndpoints } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { presentEndpoint } from "./present";
import { byIdInTenant } from "@/server/platform/tenancy";

export async function getEndpointRow(ctx: Ctx, id: string) {
  const db = await executor(ctx);
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(byIdInTenant(ctx, webhookEndpoints, id), isNull(webhookEndpoints.deletedAt)))
    .limit(1);
  if (!row) throw new NotFoundError("webhook endpoint");
  return row;
}

export async function getEndpoint({ ctx, id }: { ctx: Ctx; id: string }) {
  return presentEndpoint(await getEndpointRow(ctx, id));
}
