import type { z } from "zod";
import { webhookEndpoints } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import { NotFoundError } from "@/server/http/errors";
import { presentEndpoint } from "./present";
import type { updateEndpointBody } from "./schemas";
import { endpointScope } from "./scope";
import { validateEndpointUrl } from "./url-policy";

export async function updateEndpoint({ ctx, id, input }: { ctx: Ctx; id: string; input: z.output<typeof updateEndpointBody> }) {
  const url = input.url !== undefined ? await validateEndpointUrl(input.url) : undefined;
  const db = await executor(ctx);
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(url !== undefined && { url }),
      ...(input.events !== undefined && { events: input.events }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.active !== undefined && { active: input.active }),
      updatedAt: ctx.now(),
    })
    .where(endpointScope(ctx, id))
    .returning();
  if (!row) throw new NotFoundError("webhook endpoint");
  return presentEndpoint(row);
}
