import { apiKeys } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import { NotFoundError } from "@/server/http/errors";
import { keyScope } from "./key-scope";
import { presentApiKey } from "./present-api-key";

/** Revoking removes the key permanently: the same credentials answer 401 from then on. */
export async function revokeApiKey({ ctx, id }: { ctx: Ctx; id: string }) {
  const db = await executor(ctx);
  const [row] = await db.delete(apiKeys).where(keyScope(ctx, id)).returning();
  if (!row) throw new NotFoundError("API key");
  return { ...presentApiKey(row), deleted: true };
}
