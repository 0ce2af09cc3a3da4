import type { z } from "zod";
import { apiKeys } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import { NotFoundError } from "@/server/errors";
import { presentApiKey } from "./present-api-key";
import type { updateApiKeyBody } from "./schemas";
import { byIdInTenant } from "@/server/tenancy";

export async function updateApiKey({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: z.output<typeof updateApiKeyBody>;
}) {
  const db = await executor(ctx);
  const [row] = await db
    .update(apiKeys)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.status !== undefined && { status: input.status }),
      ...(input.ip_whitelist !== undefined && { ipWhitelist: input.ip_whitelist }),
      updatedAt: ctx.now(),
    })
    .where(byIdInTenant(ctx, apiKeys, id))
    .returning();
  if (!row) throw new NotFoundError("API key");
  return presentApiKey(row);
}
