import { receivables } from "@/db/schema";
import { presentReceivable } from "./present-receivable";
import { executor, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { byIdInTenant } from "@/server/platform/tenancy";

export async function getReceivable({ ctx, id }: { ctx: Ctx; id: string }) {
  const db = await executor(ctx);
  const [row] = await db
    .select()
    .from(receivables)
    .where(byIdInTenant(ctx, receivables, id))
    .limit(1);
  if (!row) throw new NotFoundError("receivable");
  return presentReceivable(row);
}
