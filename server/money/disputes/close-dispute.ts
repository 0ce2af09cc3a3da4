import { OPEN_DISPUTE_STATUSES, type DisputeStatus } from "@/db/vocabularies";
import { executor, inTransaction, requireAdmin, type Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { InvalidRequestError } from "@/server/platform/errors";
import { bookLoss, reinstateFunds } from "./dispute-money";
import { recordDisputeEvents } from "./dispute-events";
import { getDisputeRowOrThrow, note, transition } from "./dispute-rows";
import { presentDispute, type DisputeRow } from "./present-dispute";
import { withdrawAndNote } from "./receive-dispute-notification";
import { medDevolucaoId, sendMedDevolucoes } from "./med-devolucoes";

export type Outcome = "won" | "lost" | "accepted";

/**
 * Ends a dispute in the caller's transaction: the status changes conditionally (from `from`), then the money:
 * won returns the held amount (not the fee); lost or accepted books it to `external`, withdrawing it first when a
 * retrieval request never had it withdrawn. Undefined when the dispute had already left `from`.
 */
export async function closeIn(
  ctx: Ctx & { tx: Executor },
  row: DisputeRow,
  outcome: Outcome,
  from: readonly DisputeStatus[],
  why?: string,
): Promise<DisputeRow | undefined> {
  let current = row;
  if (outcome !== "won" && !current.fundsWithdrawn) {
    if (!from.includes(current.status)) return undefined;
    current = await withdrawAndNote(ctx, current);
  }
  const closed = await transition(
    ctx,
    current.id,
    from,
    outcome,
    { type: outcome, note: why },
    { closedAt: ctx.now() },
  );
  if (!closed) return undefined;
  if (outcome === "won" && closed.fundsWithdrawn) {
    await reinstateFunds(ctx, closed);
    const after = await note(ctx, closed, { type: "funds_reinstated" }, { fundsReinstated: true });
    await recordDisputeEvents(ctx, after, ["charge.dispute.closed", "charge.dispute.funds_reinstated"]);
    return after;
  }
  if (outcome !== "won") await bookLoss(ctx, closed);
  // MED: the blocked amount goes back to the payer as a devolução, asked of the PSP after the commit.
  const after =
    outcome !== "won" && closed.kind === "pix_med"
      ? await note(
          ctx,
          closed,
          { type: "devolucao_requested" },
          { pixDevolucaoId: medDevolucaoId(closed), pixDevolucaoStatus: "pending" },
        )
      : closed;
  await recordDisputeEvents(ctx, after, ["charge.dispute.closed"]);
  return after;
}

/** Admin only, sandbox: decides a dispute as the issuer would (POST /v1/disputes/{id}/close, `dispute-close`). */
export async function closeDispute({ ctx, id, outcome }: { ctx: Ctx; id: string; outcome: "won" | "lost" }) {
  requireAdmin(ctx, "decide a dispute");
  const row = await inTransaction(ctx, async (tx) => {
    const current = await getDisputeRowOrThrow(tx, id, { forUpdate: true });
    const closed = await closeIn(tx, current, outcome, OPEN_DISPUTE_STATUSES, "Decided by the issuer");
    if (!closed) throw notOpen(current.status);
    return closed;
  });
  return presentDispute(await executor(ctx), await sendMedDevolucoes({ ctx, row }));
}

export function notOpen(status: DisputeStatus) {
  return new InvalidRequestError("invalid_state", `The dispute is ${status}: it no longer takes this.`);
}

/** The row locked within the tenant, for the merchant's verbs. */
export const lockDispute = (ctx: Ctx & { tx: Executor }, id: string) =>
  getDisputeRowOrThrow(ctx, id, { forUpdate: true });
