import { and, asc, eq, inArray } from "drizzle-orm";
import { charges, disputes } from "@/db/schema";
import type { PixMedDevolucaoStatus } from "@/db/vocabularies";
import { PixPspRejectedError, PixPspUnavailableError } from "@/server/payments/pix/psp/errors";
import { pixPsp } from "@/server/payments/pix/psp/pix-psp";
import type { PixRefund } from "@/server/payments/pix/psp/types";
import { executor, inTransaction, type Ctx } from "@/server/platform/context";
import { log } from "@/server/platform/log";
import { recordDisputeEvents } from "./dispute-events";
import { note } from "./dispute-rows";
import type { DisputeRow } from "./present-dispute";

const UNFINISHED: PixMedDevolucaoStatus[] = ["pending", "processing"];

/** The devolução's id at the PSP: `MED` and the dispute's id without dashes (35 letters and digits), so asking again is the same one. */
export const medDevolucaoId = (row: Pick<DisputeRow, "id">) => `MED${row.id.replace(/-/g, "")}`;

const STATUS_OF: Record<PixRefund["status"], PixMedDevolucaoStatus> = {
  EM_PROCESSAMENTO: "processing",
  DEVOLVIDO: "returned",
  NAO_REALIZADO: "failed",
};

/**
 * The PSP's half of a lost or accepted MED dispute (docs/api/disputes.md, "Pix MED"): the blocked amount, already
 * booked to `external` when the dispute closed, is returned to the payer by `PUT /pix/{e2eid}/devolucao/{id}`,
 * then followed with `GET` until the PSP says it ended. Called after the closing commit (accept, the issuer's
 * decision) for that dispute, and by the job `pix-med-devolucoes` (followMedDevolucoes) for the deadlines job's and
 * for those a PSP outage left behind. Answers the row as it stands after.
 */
export async function sendMedDevolucoes({ ctx, row }: { ctx: Ctx; row: DisputeRow }): Promise<DisputeRow> {
  if (row.kind !== "pix_med" || !row.pixDevolucaoStatus || !UNFINISHED.includes(row.pixDevolucaoStatus)) return row;
  return (await followOne(ctx, row)) ?? row;
}

/** Pix MED devoluções not yet asked of the PSP or still in processing, followed once; answers how many ended. */
export async function followMedDevolucoes({ ctx }: { ctx: Ctx }): Promise<{ followed: number }> {
  const db = await executor(ctx);
  const due = await db
    .select()
    .from(disputes)
    .where(and(eq(disputes.kind, "pix_med"), inArray(disputes.pixDevolucaoStatus, UNFINISHED)))
    .orderBy(asc(disputes.closedAt))
    .limit(100);
  let followed = 0;
  for (const d of due) if ((await followOne(ctx, d))?.pixDevolucaoStatus !== d.pixDevolucaoStatus) followed += 1;
  return { followed };
}

async function followOne(ctx: Ctx, row: DisputeRow): Promise<DisputeRow | undefined> {
  const db = await executor(ctx);
  const [charge] = await db
    .select({ e2eid: charges.pixEndToEndId })
    .from(charges)
    .where(eq(charges.id, row.chargeId))
    .limit(1);
  const id = row.pixDevolucaoId ?? medDevolucaoId(row);
  if (!charge?.e2eid) return settle(ctx, row, "failed", "The charge has no end-to-end id to return.");
  let refund: PixRefund;
  try {
    refund =
      (await pixPsp().getRefund(charge.e2eid, id)) ??
      (await pixPsp().requestRefund(charge.e2eid, id, {
        amountCents: row.amount,
        description: `MED: devolução da infração ${row.acquirerReference}`.slice(0, 140),
      }));
  } catch (e) {
    if (e instanceof PixPspUnavailableError) {
      log.warn("MED devolução unanswered; the job asks again", { disputeId: row.id });
      return row;
    }
    if (!(e instanceof PixPspRejectedError)) throw e;
    return settle(ctx, row, "failed", e.problem?.detail ?? e.message);
  }
  return settle(ctx, row, STATUS_OF[refund.status], refund.motivo);
}

/** Records where the devolução stands; its end in the timeline and a `charge.dispute.updated`. */
async function settle(
  ctx: Ctx,
  row: DisputeRow,
  status: PixMedDevolucaoStatus,
  why?: string,
): Promise<DisputeRow | undefined> {
  if (status === row.pixDevolucaoStatus) return row;
  return inTransaction(ctx, async (tx) => {
    const [current] = await tx.tx.select().from(disputes).where(eq(disputes.id, row.id)).limit(1).for("update");
    if (!current?.pixDevolucaoStatus || !UNFINISHED.includes(current.pixDevolucaoStatus)) return current;
    if (status === "processing" || status === "pending") {
      const [updated] = await tx.tx
        .update(disputes)
        .set({ pixDevolucaoStatus: status, updatedAt: tx.now() })
        .where(eq(disputes.id, current.id))
        .returning();
      return updated;
    }
    if (status === "failed")
      log.error("MED devolução not made: an operator must return it", { disputeId: row.id, why });
    const after = await note(
      tx,
      current,
      { type: status === "returned" ? "devolucao_returned" : "devolucao_failed", ...(why ? { note: why } : {}) },
      { pixDevolucaoStatus: status, pixDevolucaoId: row.pixDevolucaoId ?? medDevolucaoId(row) },
    );
    await recordDisputeEvents(tx, after, ["charge.dispute.updated"]);
    return after;
  });
}
