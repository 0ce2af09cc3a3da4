import type { Ctx } from "@/server/context";
import type { Executor } from "@/server/db";
import type { CapturedCharge, RefundedCharge } from "./charge-movements";
import { createReceivables, receivablesInserts } from "./create-receivables";
import { refundReceivables } from "./refund-receivables";

export type { CapturedCharge, RefundedCharge } from "./charge-movements";

/**
 * The seam between charges and the books. The charges module calls these inside the
 * transaction that captured or refunded the charge, so a charge is captured together with its
 * receivables, and refunded together with their cancellation or wallet debit, or not at all.
 *
 * Makes the capture's receivables (one per installment and split rule). No money moves in the
 * ledger yet: the acquirer pays at settlement (see server/receivables/settle-due.ts).
 */
export async function onChargeCaptured(
  ctx: Ctx & { tx: Executor },
  charge: CapturedCharge,
  /** The merchant's MDR for this charge, when the caller read the pricing before its transaction. */
  mdrBp?: number,
): Promise<void> {
  await createReceivables(ctx, charge, mdrBp);
}

/**
 * onChargeCaptured's writes, unsent, for a caller that writes the capture in one statement
 * (server/db/write-atomically.ts); the MDR must have been read beforehand.
 */
export function chargeCapturedInserts(db: Executor, ctx: Ctx, charge: CapturedCharge, mdrBp: number) {
  return charge.amount > 0 ? receivablesInserts(db, ctx, charge, mdrBp) : [];
}

/** Cancels unsettled receivables in proportion, or debits wallets for the part already paid. */
export async function onChargeRefunded(ctx: Ctx & { tx: Executor }, refund: RefundedCharge): Promise<void> {
  await refundReceivables(ctx, refund);
}
