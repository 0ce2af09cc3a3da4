import { and, eq, inArray, isNull } from "drizzle-orm";
import { charges, paymentLinkHolds } from "@/db/schema";
import { executor, inTransaction, type Ctx } from "@/server/platform/context";
import type { Job } from "@/server/platform/contracts/job";
import { releaseUse } from "./reserve-use";

/**
 * Gives back the uses held by Apple Pay charges that ended failed or canceled in the secure checkout.
 * Each hold is released once: the conditional update on released_at is the claim, in the same
 * transaction as the counter, so two workers can never release one hold twice.
 */
export async function releaseEndedHolds({ ctx }: { ctx: Ctx }): Promise<{ released: number }> {
  const db = await executor(ctx);
  const ended = await db
    .select({ chargeId: paymentLinkHolds.chargeId, linkId: paymentLinkHolds.paymentLinkId })
    .from(paymentLinkHolds)
    .innerJoin(charges, eq(charges.id, paymentLinkHolds.chargeId))
    .where(and(isNull(paymentLinkHolds.releasedAt), inArray(charges.status, ["failed", "canceled"])))
    .limit(500);
  let released = 0;
  for (const hold of ended) {
    const done = await inTransaction(ctx, async (tctx) => {
      const [claimed] = await tctx.tx
        .update(paymentLinkHolds)
        .set({ releasedAt: ctx.now() })
        .where(and(eq(paymentLinkHolds.chargeId, hold.chargeId), isNull(paymentLinkHolds.releasedAt)))
        .returning();
      if (claimed) await releaseUse(tctx, hold.linkId);
      return !!claimed;
    });
    if (done) released++;
  }
  return { released };
}

export const paymentLinkHoldsJob: Job = {
  name: "payment-link-holds",
  intervalMs: 30_000,
  run: (ctx) => releaseEndedHolds({ ctx }),
};
