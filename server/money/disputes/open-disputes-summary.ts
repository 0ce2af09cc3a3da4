import { and, count, inArray, sum } from "drizzle-orm";
import { disputes } from "@/db/schema";
import { OPEN_DISPUTE_STATUSES } from "@/db/vocabularies";
import { executor, type Ctx } from "@/server/platform/context";
import { tenantWhere } from "@/server/platform/tenancy";

/** The overview's figures: how many disputes wait, and the centavos they put at stake. */
export async function openDisputesSummary({ ctx }: { ctx: Ctx }) {
  const db = await executor(ctx);
  const [row] = await db
    .select({ open: count(), atStake: sum(disputes.amount) })
    .from(disputes)
    .where(and(tenantWhere(ctx, disputes.merchantId), inArray(disputes.status, [...OPEN_DISPUTE_STATUSES])));
  return { open_count: row.open, amount_at_stake: Number(row.atStake ?? 0) };
}
