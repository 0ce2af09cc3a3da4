import { apiKeys } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import { NotFoundError } from "@/server/http/errors";
import { keyScope } from "./key-scope";
import { presentApiKey } from "./present-api-key";

export async function getApiKey({ ctx, id }: { ctx: Ctx; id: string }) {
  const db = await executor(ctx);
  const [row] = await db.select().from(apiKeys).where(keyScope(ctx, id)).limit(1);
  if (!row) throw new NotFoundError("API key");
  return presentApiKey(row);
}
