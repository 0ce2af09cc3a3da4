import type { z } from "zod";
import { and, eq, isNull } from "drizzle-orm";
import { acquirerOperations, charges } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { InvalidRequestError } from "@/server/platform/errors";
import { newId } from "@/server/platform/ids";
import { byIdInTenant } from "@/server/platform/tenancy";
import { getChargeRowOrThrow } from "./charge-rows";
import { completeOperation, type OperationRow } from "./complete-operation";
import type { ChargeRow } from "./present-charge";
import { presentCharge } from "./present-charge";
import type { captureChargeBody } from "./schemas";
import { invalidState } from "./transitions";

/** POST /v1/charges/{id}/capture: captures an authorized charge once, in full or in part. */
export async function captureCharge({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: z.output<typeof captureChargeBody>;
}) {
  // Nothing was refunded from a charge just captured: the answer is its row.
  return presentCharge(await captureChargeRow(ctx, id, input.amount), []);
}

/**
 * authorized → captured: the intent in one short transaction, the acquirer outside it, the answer in
 * another (docs/api/acquirer-operations.md).
 */
export async function captureChargeRow(ctx: Ctx, id: string, amount?: number): Promise<ChargeRow> {
  const { op, charge } = await inTransaction(ctx, (tx) => recordCaptureIntent(tx, id, amount));
  return completeOperation(ctx, op, charge);
}

/**
 * The capture's intent: the operation row, and the charge locked to it (`pending_operation_id`) with a
 * conditional update, which is what makes a second, concurrent capture (or a cancel) fail: only one can
 * see the charge authorized and free. Used inside a review's transaction too (review-charge.ts).
 */
export async function recordCaptureIntent(
  tx: Ctx & { tx: Executor },
  id: string,
  amount?: number,
): Promise<{ op: OperationRow; charge: ChargeRow }> {
  const current = await getChargeRowOrThrow(tx, id);
  if (current.status !== "authorized") return invalidState(tx, id, "captured");
  if (current.pendingOperationId) throw operationInProgress();
  const capture = amount ?? current.amount;
  if (capture > current.amount) {
    throw new InvalidRequestError(
      "amount_exceeds_authorized",
      `Capture amount ${capture} is above the authorized ${current.amount}.`,
      "amount",
    );
  }
  if (current.split && capture !== current.amount) {
    // Split rules were checked against the whole amount; a partial capture would break them.
    throw new InvalidRequestError(
      "partial_capture_with_split",
      "A charge with split rules can only be captured in full.",
      "amount",
    );
  }
  return lockForOperation(tx, current, "capture", capture);
}

/** The 422 of a capture or cancel asked while another one's acquirer call is in flight. */
export function operationInProgress(): InvalidRequestError {
  return new InvalidRequestError(
    "invalid_state",
    "A capture or cancellation of this charge is in progress; GET the charge for its outcome.",
  );
}

/** Locks an authorized charge to a new capture or void operation, and records the operation. */
export async function lockForOperation(
  tx: Ctx & { tx: Executor },
  current: ChargeRow,
  kind: "capture" | "void",
  amount: number,
): Promise<{ op: OperationRow; charge: ChargeRow }> {
  const op: OperationRow = {
    id: newId(),
    merchantId: current.merchantId,
    chargeId: current.id,
    kind,
    amount,
    refundId: null,
    reason: null,
    status: "pending",
    failureCode: null,
    acquirerReference: null,
    createdAt: tx.now(),
    finalisedAt: null,
  };
  const [locked] = await tx.tx
    .update(charges)
    .set({ pendingOperationId: op.id })
    .where(
      and(byIdInTenant(tx, charges, current.id), eq(charges.status, "authorized"), isNull(charges.pendingOperationId)),
    )
    .returning();
  if (!locked) {
    const now = await getChargeRowOrThrow(tx, current.id);
    if (now.status === "authorized") throw operationInProgress();
    return invalidState(tx, current.id, kind === "capture" ? "captured" : "canceled");
  }
  await tx.tx.insert(acquirerOperations).values(op);
  return { op, charge: locked };
}
