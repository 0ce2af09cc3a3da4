import { and, eq, gt } from "drizzle-orm";
import { ledgerEntries, ledgerTransactions, wallets } from "@/db/schema";
import type { Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { InvalidRequestError } from "@/server/platform/errors";
import { postTransaction, type PostingLine } from "@/server/money/ledger/post-transaction";
import { walletFor } from "@/server/money/ledger/wallet-for";
import { reserveSettingsOf } from "@/server/money/reserves/reserve-settings";
import { debitsByMerchant, planRefund } from "./plan-refund";

type TxCtx = Ctx & { tx: Executor };

const holdKey = (refundId: string) => `refund:${refundId}:hold`;

/**
 * Before the acquirer is asked to refund (docs/api/risk.md, "Refund allowance"): the part of the refund
 * already paid out to merchants moves from each one's `main` to its `reserve`, under the wallets' row
 * locks, and only as far as `main` may go: down to minus the merchant's refund allowance (0 by default).
 * Beyond it the refund is refused with 422 `insufficient_balance_for_refund` and, since this runs in the
 * transaction that records the refund's intent, nothing of it remains. Holding rather than only checking
 * is what makes it race-free: a withdrawal or another refund that comes while the acquirer answers sees
 * `main` without this money. The refund (refund-receivables.ts) or its refusal (returnRefundHold) gives it back.
 */
export async function holdRefund(
  ctx: TxCtx,
  refund: { chargeId: string; refundId: string; amount: number },
): Promise<void> {
  const plan = await planRefund(ctx, refund);
  const lines: PostingLine[] = [];
  const overdraft: Record<string, number> = {};
  const description = `Held for refund ${refund.refundId} of charge ${refund.chargeId}`;
  const debits = [...debitsByMerchant(plan)].sort(([a], [b]) => a.localeCompare(b));
  for (const [merchantId, amount] of debits) {
    const owner = { ownerType: "merchant" as const, ownerId: merchantId };
    const main = await walletFor(ctx, owner, "main", plan.currency);
    const reserve = await walletFor(ctx, owner, "reserve", plan.currency);
    overdraft[main.id] = (await reserveSettingsOf(ctx, merchantId)).refundAllowance;
    lines.push({ walletId: main.id, amount: -amount, type: "refund_hold", description });
    lines.push({ walletId: reserve.id, amount, type: "refund_hold", description });
  }
  if (lines.length === 0) return;
  try {
    await postTransaction(ctx, {
      type: "refund_hold",
      description,
      referenceType: "refund",
      referenceId: refund.refundId,
      idempotencyKey: holdKey(refund.refundId),
      lines,
      overdraft,
    });
  } catch (e) {
    if (!(e instanceof InvalidRequestError) || e.code !== "insufficient_funds") throw e;
    throw await refusal(ctx, debits, overdraft, plan.currency);
  }
}

/** Which merchant's `main` does not cover its part, in figures (its row is locked by the refused posting). */
async function refusal(
  ctx: TxCtx,
  debits: Array<[string, number]>,
  overdraft: Record<string, number>,
  currency: string,
) {
  for (const [merchantId, amount] of debits) {
    const main = await walletFor(ctx, { ownerType: "merchant", ownerId: merchantId }, "main", currency);
    const allowance = overdraft[main.id] ?? 0;
    if (main.balance - amount < -allowance)
      return new InvalidRequestError(
        "insufficient_balance_for_refund",
        `${amount} of this refund was already paid out to merchant ${merchantId}, whose main wallet holds ${main.balance}; ` +
          `a refund may leave it at most ${allowance} below zero (its refund allowance). Nothing was refunded.`,
        "amount",
      );
  }
  return new InvalidRequestError(
    "insufficient_balance_for_refund",
    "The balance does not cover this refund.",
    "amount",
  );
}

/** The lines that give back a refund's hold (reserve → main), for the refund's own posting; none if it held nothing. */
export async function refundHoldRelease(ctx: TxCtx, refundId: string): Promise<PostingLine[]> {
  const held = await ctx.tx
    .select({
      walletId: ledgerEntries.walletId,
      amount: ledgerEntries.amount,
      ownerId: wallets.ownerId,
      currency: wallets.currency,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
    .where(and(eq(ledgerTransactions.idempotencyKey, holdKey(refundId)), gt(ledgerEntries.amount, 0)));
  const lines: PostingLine[] = [];
  const description = `Hold of refund ${refundId} released`;
  for (const h of held) {
    if (!h.ownerId) continue;
    const main = await walletFor(ctx, { ownerType: "merchant", ownerId: h.ownerId }, "main", h.currency);
    lines.push({ walletId: h.walletId, amount: -h.amount, type: "refund_release", description });
    lines.push({ walletId: main.id, amount: h.amount, type: "refund_release", description });
  }
  return lines;
}

/** The acquirer refused the refund: what it held goes back to `main`, once. */
export async function returnRefundHold(ctx: TxCtx, refundId: string): Promise<void> {
  const lines = await refundHoldRelease(ctx, refundId);
  if (lines.length === 0) return;
  await postTransaction(ctx, {
    type: "refund_release",
    description: `Refund ${refundId} refused by the acquirer: hold returned`,
    referenceType: "refund",
    referenceId: refundId,
    idempotencyKey: `${holdKey(refundId)}:return`,
    lines,
  });
}
