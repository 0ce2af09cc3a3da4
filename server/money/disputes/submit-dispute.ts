import { executor, inTransaction, type Ctx } from "@/server/platform/context";
import { acquirer } from "@/server/payments/acquirer";
import { closeIn, lockDispute, notOpen } from "./close-dispute";
import { recordDisputeEvents } from "./dispute-events";
import { transition } from "./dispute-rows";
import { presentDispute } from "./present-dispute";
import { sendMedDevolucoes } from "./med-devolucoes";
import { sandboxMedAnalysis } from "@/server/payments/pix/sandbox/infractions";
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
  const evidenceText = Object.values(submitted.evidence).join("\n");
  // MED: the answer goes to the Pix PSP, whose analysis decides (the sandbox's by the same rule as the issuer's).
  const { outcome } =
    submitted.kind === "pix_med"
      ? { outcome: sandboxMedAnalysis(evidenceText) }
      : await acquirer().submitDisputeEvidence({
          idempotencyKey: `dispute:${submitted.id}:submit`,
          disputeReference: submitted.acquirerReference,
          evidenceText,
        });
  if (outcome === "pending") return presentDispute(await executor(ctx), submitted);
  const decided = await inTransaction(ctx, async (tx) => {
    const current = await lockDispute(tx, id);
    const by = current.kind === "pix_med" ? "Decided by the Pix PSP's analysis (MED)" : "Decided by the issuer";
    return (await closeIn(tx, current, outcome, ["under_review"], by)) ?? current;
  });
  return presentDispute(await executor(ctx), await sendMedDevolucoes({ ctx, row: decided }));
}
