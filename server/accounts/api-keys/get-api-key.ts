import { apiKeys } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { presentApiKey } from "./present-api-key";
import { byIdInTenant } from "@/server/platform/tenancy";

export async function getApiKey({ ctx, id }: { ctx: Ctx; id: string }) {
  const db = await executor(ctx);
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(byIdInTenant(ctx, apiKeys, id))
    .limit(1);
  if (!row) throw new NotFoundError("API key");
  return presentApiKey(row);
}
