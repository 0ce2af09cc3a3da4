import type { Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { postTransaction } from "@/server/money/ledger/post-transaction";
import { externalAccount, platformWallet, walletFor } from "@/server/money/ledger/wallet-for";
import type { WithdrawalRow } from "./present-withdrawal";

type TxCtx = Ctx & { tx: Executor };

/**
 * The three ledger movements of a withdrawal (docs/api/withdrawals.md), each one balanced transaction
 * with an idempotency key, so a step that runs twice moves money once:
 * - reserve: amount + fee, main → reserve, when it is created (refused when main does not cover it);
 * - pay out: reserve → the external account (the amount) and the platform (the fee), when it completes;
 * - return: reserve → main, everything, when it fails, is canceled or an admin rejects it.
 */
async function walletsOf(ctx: TxCtx, w: Pick<WithdrawalRow, "merchantId" | "currency">) {
  const owner = { ownerType: "merchant" as const, ownerId: w.merchantId };
  const main = await walletFor(ctx, owner, "main", w.currency);
  const reserve = await walletFor(ctx, owner, "reserve", w.currency);
  return { main, reserve };
}

const label = (w: Pick<WithdrawalRow, "method">) => (w.method === "pix" ? "Pix" : "TED");

export async function reserveFunds(
  ctx: TxCtx,
  w: Pick<WithdrawalRow, "id" | "merchantId" | "currency" | "method" | "amount" | "feeAmount">,
) {
  const { main, reserve } = await walletsOf(ctx, w);
  const total = w.amount + w.feeAmount;
  return postTransaction(ctx, {
    type: "withdrawal",
    description: `Withdrawal by ${label(w)}`,
    referenceType: "withdrawal",
    referenceId: w.id,
    idempotencyKey: `withdrawal:${w.id}:reserve`,
    lines: [
      { walletId: main.id, amount: -total, type: "withdrawal", description: `Withdrawal by ${label(w)}` },
      { walletId: reserve.id, amount: total, type: "withdrawal_hold", description: `Held for withdrawal ${w.id}` },
    ],
  });
}

export async function payOut(ctx: TxCtx, w: WithdrawalRow) {
  const { reserve } = await walletsOf(ctx, w);
  const external = await externalAccount(ctx, w.currency);
  const platform = await platformWallet(ctx, w.currency);
  return postTransaction(ctx, {
    type: "withdrawal_payout",
    description: `Withdrawal by ${label(w)} completed`,
    referenceType: "withdrawal",
    referenceId: w.id,
    idempotencyKey: `withdrawal:${w.id}:payout`,
    lines: [
      { walletId: reserve.id, amount: -(w.amount + w.feeAmount), type: "withdrawal_payout" },
      { walletId: external.id, amount: w.amount, type: "withdrawal_payout" },
      { walletId: platform.id, amount: w.feeAmount, type: "withdrawal_fee", description: `Fee of withdrawal ${w.id}` },
    ],
  });
}

export async function returnFunds(ctx: TxCtx, w: WithdrawalRow, why: "failed" | "canceled" | "rejected") {
  const { main, reserve } = await walletsOf(ctx, w);
  const total = w.amount + w.feeAmount;
  const description = `Withdrawal by ${label(w)} ${why}: returned`;
  return postTransaction(ctx, {
    type: "withdrawal_return",
    description,
    referenceType: "withdrawal",
    referenceId: w.id,
    idempotencyKey: `withdrawal:${w.id}:return`,
    lines: [
      { walletId: reserve.id, amount: -total, type: "withdrawal_return" },
      { walletId: main.id, amount: total, type: "withdrawal_return", description },
    ],
  });
}
