import { eq } from "drizzle-orm";
import { splitPartners } from "@/db/schema";
import { recordAudit } from "@/server/platform/audit/record-audit";
import { inTransaction, type Ctx, requireAdmin } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { presentSplitPartner } from "./present";

/**
 * Ends a relation: new charges may no longer name the partner. Charges already accepted keep their
 * rules and are paid by them (their receivables exist from the capture on).
 */
export async function deleteSplitPartner({ ctx, id }: { ctx: Ctx; id: string }) {
  requireAdmin(ctx);
  return inTransaction(ctx, async (t) => {
    const [row] = await t.tx.delete(splitPartners).where(eq(splitPartners.id, id)).returning();
    if (!row) throw new NotFoundError("split partner");
    await recordAudit(t, {
      action: "split_partner.removed",
      targetType: "split_partner",
      targetId: row.id,
      merchantId: row.merchantId,
      before: { merchant_id: row.merchantId, partner_id: row.partnerId, created_by: row.createdBy },
    });
    return { ...presentSplitPartner(row), deleted: true as const };
  });
}
