import { eq } from "drizzle-orm";
import { receivables } from "@/db/schema";
import type { Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { postTransaction, type PostingLine } from "@/server/money/ledger/post-transaction";
import { externalAccount, walletFor } from "@/server/money/ledger/wallet-for";
import type { RefundedCharge } from "./charge-movements";
import { refundHoldRelease } from "./hold-refund";
import { PAID, planRefund } from "./plan-refund";

/** The fee left on what remains of a receivable: proportional, rounded half-up (platform's favour). */
function feeOnRemainder(fee: number, amount: number, remaining: number): number {
  if (remaining <= 0) return 0;
  return Number((2n * BigInt(fee) * BigInt(remaining) + BigInt(amount)) / (2n * BigInt(amount)));
}

/**
 * Spreads a refund over the charge's receivables in proportion to what each still holds (plan-refund.ts).
 * Not yet paid (pending, reserved, suspended): the receivable shrinks, its fee shrinks in
 * proportion (no fee on money that never settles), and it is `canceled` once nothing is left.
 * Already paid (settled, anticipated): the owner's main wallet is debited the refunded gross in
 * one ledger transaction towards the external account; the platform keeps the fee it took at
 * settlement, as card acquirers do. A paid part of a receiver that is not `liable` is debited from
 * the liable merchants instead: the receiver keeps what it was paid. The same transaction gives back
 * what the refund held in `reserve` while the acquirer answered (hold-refund.ts): the allowance was
 * checked then, so here a wallet may go below zero (the card holder already has the money back).
 */
export async function refundReceivables(ctx: Ctx & { tx: Executor }, refund: RefundedCharge): Promise<void> {
  if (refund.amount <= 0) return;
  const plan = await planRefund(ctx, refund);
  const now = ctx.now();
  for (const { receivable: r, share } of plan.parts) {
    const refunded = r.refundedAmount + share;
    if (PAID.has(r.status)) {
      await ctx.tx
        .update(receivables)
        .set({ refundedAmount: refunded, updatedAt: now })
        .where(eq(receivables.id, r.id));
    } else {
      const left = r.amount - refunded;
      const fee = feeOnRemainder(r.feeAmount, r.amount, left);
      await ctx.tx
        .update(receivables)
        .set({
          refundedAmount: refunded,
          feeAmount: fee,
          netAmount: left - fee,
          ...(left === 0 && { status: "canceled" as const, canceledAt: now }),
          updatedAt: now,
        })
        .where(eq(receivables.id, r.id));
    }
  }

  const lines: PostingLine[] = await refundHoldRelease(ctx, refund.refundId);
  const debited: string[] = [];
  for (const d of plan.debits) {
    const wallet = await walletFor(ctx, { ownerType: "merchant", ownerId: d.merchantId }, "main", plan.currency);
    lines.push({ walletId: wallet.id, amount: -d.amount, type: "refund", description: d.description });
    if (!debited.includes(wallet.id)) debited.push(wallet.id);
  }
  const out = -lines.reduce((s, l) => s + l.amount, 0);
  if (out !== 0) {
    const external = await externalAccount(ctx, plan.currency);
    lines.push({ walletId: external.id, amount: out, type: "refund", description: `Refund ${refund.refundId}` });
  }
  if (lines.length === 0) return;
  await postTransaction(ctx, {
    type: "refund",
    description: `Refund ${refund.refundId} of charge ${refund.chargeId}`,
    referenceType: "refund",
    referenceId: refund.refundId,
    idempotencyKey: `refund:${refund.refundId}`,
    lines,
    allowNegative: debited,
  });
}
