import { and, eq } from "drizzle-orm";
import { merchants } from "@/db/schema";
import { executor, isAdmin, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { tenantWhere } from "@/server/platform/tenancy";

/**
 * A merchant the caller may see: its own, or any for an admin. An admin naming a merchant in a path
 * reaches it whichever merchant it switched to in the dashboard (the switcher narrows lists, not ids).
 */
export async function getMerchant({ ctx, id }: { ctx: Ctx; id: string }) {
  const db = await executor(ctx);
  const [row] = await db
    .select()
    .from(merchants)
    .where(and(eq(merchants.id, id), isAdmin(ctx) ? undefined : tenantWhere(ctx, merchants.id)))
    .limit(1);
  if (!row) throw new NotFoundError("merchant");
  return row;
}
