import { and, eq } from "drizzle-orm";
import { acquirerOperations, charges } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { AcquirerError } from "@/server/platform/errors";
import { log } from "@/server/platform/log";
import { actingForMerchant } from "@/server/platform/tenancy";
import { PixPspRejectedError, PixPspUnavailableError } from "@/server/payments/pix/psp/errors";
import { pixPsp } from "@/server/payments/pix/psp/pix-psp";
import { getChargeRowOrThrow } from "./charge-rows";
import { finaliseOperation, type OperationRow } from "./finalise-operation";
import type { ChargeRow } from "./present-charge";

/** The devolução's id at the PSP: the operation's id without dashes (32 letters and digits), so asking again is the same refund. */
export function devolucaoIdOf(op: Pick<OperationRow, "id">): string {
  return op.id.replace(/-/g, "");
}

/**
 * The PSP's half of a Pix refund (docs/api/pix.md, "Refunds"): `PUT /pix/{e2eid}/devolucao/{id}` once, then
 * `GET` of the same id until the PSP reports it ended. While it is in processing (`EM_PROCESSAMENTO`) the
 * amount stays reserved on the charge (refundable_amount lower, nothing refunded yet); `DEVOLVIDO` records
 * the refund as a card refund is (ledger, receivables, `charge.refunded`/`charge.partially_refunded`),
 * `NAO_REALIZADO` releases the reservation. Called by the refund request, the webhook, the reconciliation
 * job and the stale-operations sweep; the operation's conditional claim records it once.
 */
export async function completePixRefund(ctx: Ctx, op: OperationRow, charge: ChargeRow): Promise<ChargeRow> {
  if (!charge.pixEndToEndId) throw new Error(`Pix charge ${charge.id} has no end-to-end id to refund`);
  const id = devolucaoIdOf(op);
  let refund;
  try {
    refund =
      (await pixPsp().getRefund(charge.pixEndToEndId, id)) ??
      (await pixPsp().requestRefund(charge.pixEndToEndId, id, {
        amountCents: op.amount,
        description: op.reason ?? undefined,
      }));
  } catch (e) {
    if (e instanceof PixPspUnavailableError) {
      log.warn("Pix refund unanswered; left for the reconciliation", { chargeId: charge.id, operationId: op.id });
      return getChargeRowOrThrow(ctx, charge.id);
    }
    if (!(e instanceof PixPspRejectedError)) throw e;
    const { failure } = await finaliseOperation(ctx, op, {
      ok: false,
      failureCode: "processing_error",
      failureMessage: e.problem?.detail ?? "The Pix provider refused the refund.",
    });
    throw new AcquirerError(
      failure?.code ?? "processing_error",
      `The Pix provider refused the refund: ${e.problem?.detail ?? e.message}`,
    );
  }
  if (refund.status === "EM_PROCESSAMENTO") return getChargeRowOrThrow(ctx, charge.id);
  const { row } = await finaliseOperation(
    ctx,
    op,
    refund.status === "DEVOLVIDO"
      ? { ok: true, acquirerReference: refund.rtrId }
      : {
          ok: false,
          failureCode: "processing_error",
          failureMessage: refund.motivo ?? "The payer's bank did not accept the refund.",
        },
  );
  return row;
}

/** Every Pix refund still in processing (of one charge, or all), asked of the PSP again; answers how many ended. */
export async function settlePixRefunds(ctx: Ctx, chargeId?: string): Promise<number> {
  const db = await executor(ctx);
  const pending = await db
    .select({ op: acquirerOperations, charge: charges })
    .from(acquirerOperations)
    .innerJoin(charges, eq(charges.id, acquirerOperations.chargeId))
    .where(
      and(
        eq(acquirerOperations.status, "pending"),
        eq(acquirerOperations.kind, "refund"),
        eq(charges.paymentMethod, "pix"),
        chargeId ? eq(charges.id, chargeId) : undefined,
      ),
    )
    .limit(200);
  let ended = 0;
  for (const { op, charge } of pending) {
    try {
      await completePixRefund(actingForMerchant(ctx, charge.merchantId), op, charge);
      const [after] = await db.select().from(acquirerOperations).where(eq(acquirerOperations.id, op.id));
      if (after?.status !== "pending") ended++;
    } catch (e) {
      log.warn("Pix refund not settled", { operationId: op.id, error: e instanceof Error ? e.message : String(e) });
    }
  }
  return ended;
}
