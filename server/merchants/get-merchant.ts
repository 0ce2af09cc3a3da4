import { and, eq } from "drizzle-orm";
import { merchants } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import { NotFoundError } from "@/server/errors";
import { tenantWhere } from "@/server/tenancy";

/** A merchant the caller may see: its own, or any for an admin. */
export async function getMerchant({ ctx, id }: { ctx: Ctx; id: string }) {
  const db = await executor(ctx);
  const [row] = await db
    .select()
    .from(merchants)
    .where(and(eq(merchants.id, id), tenantWhere(ctx, merchants.id)))
    .limit(1);
  if (!row) throw new NotFoundError("merchant");
  return row;
}
