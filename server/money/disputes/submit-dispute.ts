import { executor, inTransaction, type Ctx } from "@/server/platform/context";
import { acquirer } from "@/server/payments/acquirer";
import { closeIn, lockDispute, notOpen } from "./close-dispute";
import { recordDisputeEvents } from "./dispute-events";
import { transition } from "./dispute-rows";
import { presentDispute } from "./present-dispute";
import { InvalidRequestError } from "@/server/platform/errors";

/**
 * POST /v1/disputes/{id}/submit: the evidence goes to the acquirer and can no longer change (`under_review`).
 * The acquirer is asked outside the transaction; when it answers a decision at once (the sandbox does, by the
 * evidence's text), the dispute closes in a second transaction. A crash between leaves it `under_review`,
 * where an admin decides it.
 */
export async function submitDispute({ ctx, id }: { ctx: Ctx; id: string }) {
  const submitted = await inTransaction(ctx, async (tx) => {
    const current = await lockDispute(tx, id);
    if (Object.keys(current.evidence).length === 0) {
      const [file] = (await presentDispute(tx.tx, current)).evidence_files;
      if (!file) throw new InvalidRequestError("evidence_required", "Add evidence before submitting it.", "evidence");
    }
    const row = await transition(
      tx,
      id,
      ["warning_needs_response", "needs_response"],
      "under_review",
      { type: "submitted" },
      { evidenceSubmittedAt: tx.now() },
    );
    if (!row) throw notOpen(current.status);
    await recordDisputeEvents(tx, row, ["charge.dispute.updated"]);
    return row;
  });
  const { outcome } = await acquirer().submitDisputeEvidence({
    idempotencyKey: `dispute:${submitted.id}:submit`,
    disputeReference: submitted.acquirerReference,
    evidenceText: Object.values(submitted.evidence).join("\n"),
  });
  if (outcome === "pending") return presentDispute(await executor(ctx), submitted);
  const decided = await inTransaction(ctx, async (tx) => {
    const current = await lockDispute(tx, id);
    return (await closeIn(tx, current, outcome, ["under_review"], "Decided by the issuer")) ?? current;
  });
  return presentDispute(await executor(ctx), decided);
}
