import { and, isNull } from "drizzle-orm";
import type { z } from "zod";
import { webhookEndpoints } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { presentEndpoint } from "./present";
import type { updateEndpointBody } from "./schemas";
import { validateEndpointUrl } from "./url-policy";
import { byIdInTenant } from "@/server/platform/tenancy";

export async function updateEndpoint({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: z.output<typeof updateEndpointBody>;
}) {
  const url = input.url !== undefined ? await validateEndpointUrl(input.url) : undefined;
  const db = await executor(ctx);
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(url !== undefined && { url }),
      ...(input.events !== undefined && { events: input.events }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.active !== undefined && { active: input.active }),
      // The deliveries made from now on use it; those already made keep their bytes.
      ...(input.api_version !== undefined && { apiVersion: input.api_version }),
      updatedAt: ctx.now(),
    })
    .where(and(byIdInTenant(ctx, webhookEndpoints, id), isNull(webhookEndpoints.deletedAt)))
    .returning();
  if (!row) throw new NotFoundError("webhook endpoint");
  return presentEndpoint(row);
}
