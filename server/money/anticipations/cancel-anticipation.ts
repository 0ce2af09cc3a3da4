import { and, eq } from "drizzle-orm";
import { anticipations } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { byIdInTenant } from "@/server/platform/tenancy";
import { getAnticipation } from "./get-anticipation";
import { emit, refuseTransition, releaseReceivables } from "./transitions";

/** DELETE: a pending anticipation is canceled and its receivables are `pending` again; any other is 422. */
export async function cancelAnticipation({ ctx, id }: { ctx: Ctx; id: string }) {
  await inTransaction(ctx, async (t) => {
    const now = t.now();
    const [row] = await t.tx
      .update(anticipations)
      .set({ status: "canceled", canceledAt: now, updatedAt: now })
      .where(and(byIdInTenant(t, anticipations, id), eq(anticipations.status, "pending")))
      .returning();
    if (!row) return refuseTransition(t, id, "canceled");
    await releaseReceivables(t.tx, id, now);
    await emit(t, row, "anticipation.canceled");
  });
  return getAnticipation({ ctx, id });
}
