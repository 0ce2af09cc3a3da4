import { count, eq } from "drizzle-orm";
import { disputeEvidenceFiles } from "@/db/schema";
import { executor, inTransaction, type Ctx } from "@/server/platform/context";
import { InvalidRequestError } from "@/server/platform/errors";
import { newId } from "@/server/platform/ids";
import { notOpen, lockDispute } from "./close-dispute";
import { recordDisputeEvents } from "./dispute-events";
import { note } from "./dispute-rows";
import { checkEvidenceFile } from "./evidence-files";
import { presentDispute } from "./present-dispute";
import { MAX_EVIDENCE_FILES, type evidenceBody } from "./schemas";
import type { z } from "zod";

const ANSWERABLE = ["warning_needs_response", "needs_response"];

/**
 * POST /v1/disputes/{id}/evidence: text fields replace the ones named (an empty string clears one), files are
 * added. Only before submission: afterwards the evidence is what the issuer has, and cannot change.
 */
export async function updateEvidence({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: z.output<typeof evidenceBody>;
}) {
  const { files = [], ...text } = input;
  // Checked before the transaction: a refused file leaves nothing stored.
  const checked = files.map((f, i) => checkEvidenceFile(f, i));
  const row = await inTransaction(ctx, async (tx) => {
    const current = await lockDispute(tx, id);
    if (!ANSWERABLE.includes(current.status)) throw notOpen(current.status);
    const [{ stored }] = await tx.tx
      .select({ stored: count() })
      .from(disputeEvidenceFiles)
      .where(eq(disputeEvidenceFiles.disputeId, current.id));
    if (stored + checked.length > MAX_EVIDENCE_FILES)
      throw new InvalidRequestError(
        "too_many_files",
        `A dispute takes at most ${MAX_EVIDENCE_FILES} files; it has ${stored}.`,
        "files",
      );
    const evidence = { ...current.evidence };
    for (const [k, v] of Object.entries(text) as Array<[keyof typeof evidence, string | undefined]>) {
      if (v === undefined) continue;
      if (v === "") delete evidence[k];
      else evidence[k] = v;
    }
    const now = tx.now();
    if (checked.length > 0)
      await tx.tx.insert(disputeEvidenceFiles).values(
        checked.map((f) => ({
          id: newId(),
          merchantId: current.merchantId,
          disputeId: current.id,
          filename: f.filename,
          contentType: f.contentType,
          bytes: f.content.length,
          sha256: f.sha256,
          content: f.content,
          createdAt: now,
        })),
      );
    const after = await note(tx, current, { type: "evidence_updated" }, { evidence });
    await recordDisputeEvents(tx, after, ["charge.dispute.updated"]);
    return after;
  });
  return presentDispute(await executor(ctx), row);
}
