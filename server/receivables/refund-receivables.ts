import { and, asc, eq, sql } from "drizzle-orm";
import { receivables } from "@/db/schema";
import type { Ctx } from "@/server/context";
import type { Executor } from "@/server/db";
import { apportion } from "@/server/ledger/money-math";
import { LedgerInvariantError, postTransaction, type PostingLine } from "@/server/ledger/post-transaction";
import { externalAccount, walletFor } from "@/server/ledger/wallet-for";
import type { RefundedCharge } from "./charge-hooks";

const PAID = new Set(["settled", "anticipated"]);

/** The fee left on what remains of a receivable: proportional, rounded half-up (platform's favour). */
function feeOnRemainder(fee: number, amount: number, remaining: number): number {
  if (remaining <= 0) return 0;
  return Number((2n * BigInt(fee) * BigInt(remaining) + BigInt(amount)) / (2n * BigInt(amount)));
}

/**
 * Spreads a refund over the charge's receivables in proportion to what each still holds.
 * Not yet paid (pending, reserved, suspended): the receivable shrinks, its fee shrinks in
 * proportion (no fee on money that never settles), and it is `canceled` once nothing is left.
 * Already paid (settled, anticipated): the owner's main wallet is debited the refunded gross in
 * one ledger transaction towards the external account; the platform keeps the fee it took at
 * settlement, as card acquirers do. The wallet may go negative: the refund already happened at
 * the card network and the merchant owes the difference.
 */
export async function refundReceivables(ctx: Ctx & { tx: Executor }, refund: RefundedCharge): Promise<void> {
  if (refund.amount <= 0) return;
  // Locking the charge's receivables waits for a settlement of one of them to finish first.
  const rows = await ctx.tx
    .select()
    .from(receivables)
    .where(and(eq(receivables.chargeId, refund.chargeId), sql`${receivables.status} <> 'canceled'`))
    .orderBy(sql`${receivables.splitRule} nulls first`, asc(receivables.installmentNumber))
    .for("update");
  const live = rows.filter((r) => r.amount - r.refundedAmount > 0);
  const remaining = live.map((r) => r.amount - r.refundedAmount);
  const total = remaining.reduce((s, v) => s + v, 0);
  if (total === 0) return;
  if (refund.amount > total) throw new LedgerInvariantError(`Refund of ${refund.amount} exceeds the ${total} left on charge ${refund.chargeId}.`);
  const shares = apportion(refund.amount, remaining, remaining);

  const now = ctx.now();
  const lines: PostingLine[] = [];
  const debited: string[] = [];
  let currency = "BRL";
  for (const [i, r] of live.entries()) {
    const share = shares[i];
    if (share === 0) continue;
    const refunded = r.refundedAmount + share;
    if (PAID.has(r.status)) {
      const wallet = await walletFor(ctx, { ownerType: "merchant", ownerId: r.merchantId }, "main", r.currency);
      lines.push({ walletId: wallet.id, amount: -share, type: "refund", description: `Refund of charge ${r.chargeId}, installment ${r.installmentNumber}` });
      debited.push(wallet.id);
      currency = r.currency;
      await ctx.tx.update(receivables).set({ refundedAmount: refunded, updatedAt: now }).where(eq(receivables.id, r.id));
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
  if (lines.length === 0) return;
  const external = await externalAccount(ctx, currency);
  const out = -lines.reduce((s, l) => s + l.amount, 0);
  lines.push({ walletId: external.id, amount: out, type: "refund", description: `Refund ${refund.refundId}` });
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
