import { and, asc, eq, sql } from "drizzle-orm";
import { charges, receivables } from "@/db/schema";
import type { Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { apportion } from "@/server/universal/money-math";
import { LedgerInvariantError, postTransaction, type PostingLine } from "@/server/money/ledger/post-transaction";
import { externalAccount, walletFor } from "@/server/money/ledger/wallet-for";
import { splitParts } from "@/server/universal/split-rule";
import type { RefundedCharge } from "./charge-movements";
import { cents } from "@/server/universal/money-units";

const PAID = new Set(["settled", "anticipated"]);

/** The fee left on what remains of a receivable: proportional, rounded half-up (platform's favour). */
function feeOnRemainder(fee: number, amount: number, remaining: number): number {
  if (remaining <= 0) return 0;
  return Number((2n * BigInt(fee) * BigInt(remaining) + BigInt(amount)) / (2n * BigInt(amount)));
}

/**
 * Who bears the refunds of a charge's paid parts (docs/api/splits.md, "Liability"): the merchants
 * of its `liable` rules, weighted by their parts; none marked, or no split, the charging merchant.
 * Charges the books know only by id (no charge row) bear as if every rule were liable.
 */
async function liableOwners(ctx: Ctx & { tx: Executor }, refund: RefundedCharge) {
  const [charge] = await ctx.tx
    .select({ amount: charges.amount, merchantId: charges.merchantId, split: charges.split })
    .from(charges)
    .where(eq(charges.id, refund.chargeId));
  if (!charge) return null;
  const rules = charge.split?.rules ?? [];
  const parts = rules.length > 0 ? splitParts(cents(charge.amount), rules) : [];
  const liable = rules.flatMap((r, i) =>
    r.liable !== false && parts[i] > 0 ? [{ merchantId: r.merchant_id, weight: parts[i] }] : [],
  );
  return liable.length > 0 ? liable : [{ merchantId: charge.merchantId, weight: 1 }];
}

/**
 * Spreads a refund over the charge's receivables in proportion to what each still holds.
 * Not yet paid (pending, reserved, suspended): the receivable shrinks, its fee shrinks in
 * proportion (no fee on money that never settles), and it is `canceled` once nothing is left.
 * Already paid (settled, anticipated): the owner's main wallet is debited the refunded gross in
 * one ledger transaction towards the external account; the platform keeps the fee it took at
 * settlement, as card acquirers do. The wallet may go negative: the refund already happened at
 * the card network and the merchant owes the difference. A paid part of a receiver that is not
 * `liable` is debited from the liable merchants instead: the receiver keeps what it was paid.
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
  if (refund.amount > total)
    throw new LedgerInvariantError(
      `Refund of ${refund.amount} exceeds the ${total} left on charge ${refund.chargeId}.`,
    );
  const shares = apportion(cents(refund.amount), remaining, remaining);

  const now = ctx.now();
  const liable = await liableOwners(ctx, refund);
  const lines: PostingLine[] = [];
  const debited: string[] = [];
  let currency = "BRL";
  const debit = async (merchantId: string, amount: number, description: string) => {
    if (amount === 0) return;
    const wallet = await walletFor(ctx, { ownerType: "merchant", ownerId: merchantId }, "main", currency);
    lines.push({ walletId: wallet.id, amount: -amount, type: "refund", description });
    if (!debited.includes(wallet.id)) debited.push(wallet.id);
  };
  for (const [i, r] of live.entries()) {
    const share = shares[i];
    if (share === 0) continue;
    const refunded = r.refundedAmount + share;
    if (PAID.has(r.status)) {
      currency = r.currency;
      // An anticipated receivable was paid out early: the statement says so, since no settlement preceded it.
      const why = r.status === "anticipated" ? " (anticipated receivable)" : "";
      const description = `Refund of charge ${r.chargeId}, installment ${r.installmentNumber}${why}`;
      if (!liable || liable.some((l) => l.merchantId === r.merchantId)) {
        await debit(r.merchantId, share, description);
      } else {
        const weights = liable.map((l) => l.weight);
        const onLiable = apportion(share, weights);
        for (const [j, l] of liable.entries()) await debit(l.merchantId, onLiable[j], `${description} (liable)`);
      }
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
