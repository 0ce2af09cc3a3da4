import { and, eq, lt } from "drizzle-orm";
import { charges } from "@/db/schema";
import { executor, inTransaction, type Ctx } from "@/server/context";
import type { Job } from "@/server/contracts/job";
import { emitChargeEvent, transition } from "./transitions";

/** A card authorization answers in seconds; one unrecorded for this long lost its answer. */
export const STALE_PROCESSING_MS = 10 * 60_000;

/**
 * A charge stays `processing` only between the acquirer call and the recording of its answer
 * (authorize-charge.ts). If the process dies in between, nothing else would ever move it, so this
 * fails it with `processing_error`: the buyer is told to try again and no receivable exists.
 * The sandbox acquirer keeps no authorizations, so there is nothing to void; a real adapter would
 * query the acquirer by our reference here and record its answer instead.
 */
export async function failStaleProcessingCharges({ ctx }: { ctx: Ctx }): Promise<{ failed: number }> {
  const db = await executor(ctx);
  const cutoff = new Date(ctx.now().getTime() - STALE_PROCESSING_MS);
  const stale = await db
    .select({ id: charges.id })
    .from(charges)
    .where(and(eq(charges.status, "processing"), lt(charges.updatedAt, cutoff)))
    .limit(500);
  let failed = 0;
  for (const { id } of stale) {
    await inTransaction(ctx, async (tx) => {
      const row = await transition(tx, id, ["processing"], {
        status: "failed",
        failedAt: tx.now(),
        failureCode: "processing_error",
        failureMessage: "The payment could not be confirmed. No money was taken; please try again.",
      });
      if (!row) return; // recorded meanwhile by the request that was still running
      await emitChargeEvent(tx, row, "charge.failed");
      failed++;
    });
  }
  return { failed };
}

export const staleProcessingJob: Job = {
  name: "charges-stale-processing",
  intervalMs: 60_000,
  run: (ctx) => failStaleProcessingCharges({ ctx }),
};
