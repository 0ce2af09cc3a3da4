import { rollingReserveHolds } from "@/db/schema";
import type { Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { newId } from "@/server/platform/ids";
import { postTransaction } from "@/server/money/ledger/post-transaction";
import { walletFor } from "@/server/money/ledger/wallet-for";
import { feeOf } from "@/server/universal/money-math";
import { basisPoints, cents } from "@/server/universal/money-units";
import { reserveSettingsOf } from "./reserve-settings";

const DAY_MS = 86_400_000;

/** A credit to a merchant's `main` that the rolling reserve takes its share of. */
export interface ReserveCredit {
  merchantId: string;
  currency: string;
  /** Centavos the credit put in `main`. */
  amount: number;
  source: { type: "settlement"; receivableId: string } | { type: "anticipation"; anticipationId: string };
}

/**
 * The rolling reserve (docs/api/risk.md): inside the transaction that credited `main`, moves the merchant's
 * percentage of the credit (half-up) main → reserve and records when it returns. It never takes `main` below
 * zero: a merchant whose `main` was below zero (a refund within its allowance) repays that first, and only
 * what is left is held. The posting's key and the hold's unique source make a repeat do nothing.
 */
export async function holdRollingReserve(ctx: Ctx & { tx: Executor }, credit: ReserveCredit): Promise<void> {
  const settings = await reserveSettingsOf(ctx, credit.merchantId);
  if (settings.rollingReserveBp === 0 || credit.amount <= 0) return;
  const owner = { ownerType: "merchant" as const, ownerId: credit.merchantId };
  // The credit's posting holds this row's lock until the transaction ends, so the balance read is exact.
  const main = await walletFor(ctx, owner, "main", credit.currency);
  const share = feeOf(cents(credit.amount), basisPoints(settings.rollingReserveBp));
  const amount = Math.min(share, Math.max(0, main.balance));
  if (amount <= 0) return;
  const reserve = await walletFor(ctx, owner, "reserve", credit.currency);
  const sourceId = credit.source.type === "settlement" ? credit.source.receivableId : credit.source.anticipationId;
  const now = ctx.now();
  const releaseAt = new Date(now.getTime() + settings.rollingReserveDays * DAY_MS);
  const description = `Rolling reserve: ${settings.rollingReserveBp / 100} % of ${credit.source.type} ${sourceId}, until ${releaseAt.toISOString().slice(0, 10)}`;
  const posting = await postTransaction(ctx, {
    type: "rolling_reserve",
    description,
    referenceType: credit.source.type === "settlement" ? "receivable" : "anticipation",
    referenceId: sourceId,
    idempotencyKey: `rolling-reserve:${credit.source.type}:${sourceId}`,
    lines: [
      { walletId: main.id, amount: -amount, type: "rolling_reserve", description },
      { walletId: reserve.id, amount, type: "rolling_reserve", description },
    ],
  });
  if (!posting.posted) return;
  await ctx.tx
    .insert(rollingReserveHolds)
    .values({
      id: newId(),
      merchantId: credit.merchantId,
      currency: credit.currency,
      amount,
      sourceType: credit.source.type,
      sourceId,
      releaseAt,
      holdTransactionId: posting.transactionId,
      createdAt: now,
    })
    .onConflictDoNothing();
}
