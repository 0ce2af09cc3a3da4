import { asc } from "drizzle-orm";
import { merchants } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import { PermissionError } from "@/server/errors";

/** Id and name of every merchant, for the admin's merchant switcher. */
export async function listMerchantOptions({ ctx }: { ctx: Ctx }): Promise<Array<{ id: string; name: string }>> {
  if (ctx.actor.role !== "admin") throw new PermissionError("This operation is for admins only.", "admin_only");
  const db = await executor(ctx);
  return db.select({ id: merchants.id, name: merchants.name }).from(merchants).orderBy(asc(merchants.name)).limit(500);
}
