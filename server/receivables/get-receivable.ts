import { receivables } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import { NotFoundError } from "@/server/http/errors";
import { presentReceivable, receivableScope } from "./receivable-scope";

export async function getReceivable({ ctx, id }: { ctx: Ctx; id: string }) {
  const db = await executor(ctx);
  const [row] = await db.select().from(receivables).where(receivableScope(ctx, {}, id)).limit(1);
  if (!row) throw new NotFoundError("receivable");
  return presentReceivable(row);
}
