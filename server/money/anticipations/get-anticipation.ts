import { anticipations } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { byIdInTenant } from "@/server/platform/tenancy";
import { presentMany } from "./present-anticipation";

export async function getAnticipation({ ctx, id }: { ctx: Ctx; id: string }) {
  const db = await executor(ctx);
  const [row] = await db
    .select()
    .from(anticipations)
    .where(byIdInTenant(ctx, anticipations, id))
    .limit(1);
  if (!row) throw new NotFoundError("anticipation");
  const [view] = await presentMany(db, [row]);
  return view;
}
