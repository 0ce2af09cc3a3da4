import { apiKeys } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import { NotFoundError } from "@/server/errors";
import { presentApiKey } from "./present-api-key";
import { byIdInTenant } from "@/server/tenancy";

/** Revoking removes the key permanently: the same credentials answer 401 from then on. */
export async function revokeApiKey({ ctx, id }: { ctx: Ctx; id: string }) {
  const db = await executor(ctx);
  const [row] = await db
    .delete(apiKeys)
    .where(byIdInTenant(ctx, apiKeys, id))
    .returning();
  if (!row) throw new NotFoundError("API key");
  return { ...presentApiKey(row), deleted: true };
}
