import { and, asc, eq, lt } from "drizzle-orm";
import { acquirerOperations, charges } from "@/db/schema";
import { acquirer } from "@/server/payments/acquirer";
import { executor, inTransaction, type Ctx } from "@/server/platform/context";
import type { Job } from "@/server/platform/contracts/job";
import { log } from "@/server/platform/log";
import { getChargeRowOrThrow } from "./charge-rows";
import { completeOperation } from "./complete-operation";
import { finaliseAuthorization } from "./finalise-authorization";
import { emitChargeEvent, transition } from "./transitions";

/** A card authorization answers in seconds; one unrecorded for this long lost its answer. */
export const STALE_PROCESSING_MS = 10 * 60_000;
/** A capture, void or refund unrecorded for this long lost its answer (the acquirer's timeout is far shorter). */
export const STALE_OPERATION_MS = 5 * 60_000;

/**
 * The recovery sweep of acquirer intents left half-way (docs/api/acquirer-operations.md): the process
 * died, or the network failed, between the acquirer call and the recording of its answer.
 *
 * - A charge still `processing` with its authorization key: the acquirer is asked for its answer to
 *   that key (`authorizationOf`) and the answer is recorded as the request would have. If the acquirer
 *   never received it, or the charge has no key (written before intents existed), it fails with
 *   `processing_error`: no money was taken, the buyer is told to try again.
 * - A capture, void or refund still `pending`: asked again with the same key (same answer, no second
 *   effect) and finalised once.
 * Each is recorded by a conditional update, so a request finishing at the same instant and the sweep
 * never both record one.
 */
export async function failStaleProcessingCharges({
  ctx,
}: {
  ctx: Ctx;
}): Promise<{ failed: number; recovered: number; operations: number }> {
  const db = await executor(ctx);
  const now = ctx.now().getTime();
  const stale = await db
    .select()
    .from(charges)
    .where(and(eq(charges.status, "processing"), lt(charges.updatedAt, new Date(now - STALE_PROCESSING_MS))))
    .limit(500);
  let failed = 0;
  let recovered = 0;
  for (const charge of stale) {
    const answer = charge.pendingOperationId ? await acquirer().authorizationOf(charge.pendingOperationId) : undefined;
    if (answer) {
      if (await finaliseAuthorization(ctx, charge, answer)) recovered++;
      continue;
    }
    await inTransaction(ctx, async (tx) => {
      const row = await transition(tx, charge.id, ["processing"], {
        status: "failed",
        failedAt: tx.now(),
        failureCode: "processing_error",
        failureMessage: "The payment could not be confirmed. No money was taken; please try again.",
        pendingOperationId: null,
      });
      if (!row) return; // recorded meanwhile by the request that was still running
      await emitChargeEvent(tx, row, "charge.failed");
      failed++;
    });
  }

  const pending = await db
    .select()
    .from(acquirerOperations)
    .where(
      and(
        eq(acquirerOperations.status, "pending"),
        lt(acquirerOperations.createdAt, new Date(now - STALE_OPERATION_MS)),
      ),
    )
    .orderBy(asc(acquirerOperations.createdAt))
    .limit(500);
  let operations = 0;
  for (const op of pending) {
    try {
      await completeOperation(ctx, op, await getChargeRowOrThrow(ctx, op.chargeId));
      operations++;
    } catch (e) {
      // A refusal is recorded (and counted as done); no answer leaves the intent for the next run.
      log.warn("acquirer operation not recovered", {
        operationId: op.id,
        kind: op.kind,
        error: e instanceof Error ? e.message : String(e),
      });
    }
  }
  return { failed, recovered, operations };
}

export const staleProcessingJob: Job = {
  name: "charges-stale-processing",
  intervalMs: 60_000,
  run: (ctx) => failStaleProcessingCharges({ ctx }),
};
