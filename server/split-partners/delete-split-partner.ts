import { eq } from "drizzle-orm";
import { splitPartners } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import { NotFoundError, PermissionError } from "@/server/errors";
import { presentSplitPartner } from "./present";

/**
 * Ends a relation: new charges may no longer name the partner. Charges already accepted keep their
 * rules and are paid by them (their receivables exist from the capture on).
 */
export async function deleteSplitPartner({ ctx, id }: { ctx: Ctx; id: string }) {
  if (ctx.actor.role !== "admin") throw new PermissionError("This operation is for admins only.", "admin_only");
  const db = await executor(ctx);
  const [row] = await db.delete(splitPartners).where(eq(splitPartners.id, id)).returning();
  if (!row) throw new NotFoundError("split partner");
  return { ...presentSplitPartner(row), deleted: true as const };
}
