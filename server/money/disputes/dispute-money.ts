import { charges } from "@/db/schema";
import type { SQL } from "drizzle-orm";
import type { Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { postTransaction, type PostingLine } from "@/server/money/ledger/post-transaction";
import { externalAccount, platformWallet, walletFor } from "@/server/money/ledger/wallet-for";
import { liableOwners } from "@/server/money/receivables/plan-refund";
import { getPricing } from "@/server/money/pricing/get-pricing";
import { apportion } from "@/server/universal/money-math";
import { cents } from "@/server/universal/money-units";
import type { DisputeLiability } from "@/db/schema";
import type { DisputeRow } from "./present-dispute";

type TxCtx = Ctx & { tx: Executor };

/**
 * The dispute holding account: the platform's `reserve` wallet, which holds nothing else. While a chargeback is
 * open the disputed amount sits here, out of the liable merchants' `main` and not yet back with the cardholder
 * (docs/api/money-model.md, "Disputes").
 */
export const disputeHolding = (ctx: TxCtx, currency: string) =>
  walletFor(ctx, { ownerType: "platform" }, "reserve", currency);

/**
 * Who bears the disputed amount: the liable split receivers weighted by their parts, or the charging merchant
 * (the same rule as a refund of paid-out money, docs/api/splits.md "Liability"). Adds up to the amount exactly.
 */
async function liabilityOf(ctx: TxCtx, row: DisputeRow): Promise<DisputeLiability[]> {
  const owners = (await liableOwners(ctx, row.chargeId)) ?? [{ merchantId: row.merchantId, weight: 1 }];
  const shares = apportion(
    cents(row.amount),
    owners.map((o) => o.weight),
  );
  return owners.flatMap((o, i) => (shares[i] > 0 ? [{ merchant_id: o.merchantId, amount: shares[i] }] : []));
}

/**
 * The chargeback's debit: the disputed amount from each liable merchant's `main` into the holding account, and
 * the dispute fee from the charging merchant's `main` to the platform (none for MED). The acquirer has already taken the money,
 * so `main` may go below zero: later settlements refill it. Once per dispute (idempotency key).
 */
export async function withdrawFunds(
  ctx: TxCtx,
  row: DisputeRow,
): Promise<{ liability: DisputeLiability[]; fee: number }> {
  const liability = await liabilityOf(ctx, row);
  // MED has no dispute fee: the PSP charges none for a bloqueio cautelar.
  const fee: number = row.kind === "pix_med" ? 0 : (await getPricing({ ctx, merchantId: row.merchantId })).disputeFee;
  const holding = await disputeHolding(ctx, row.currency);
  const description = `Dispute ${row.id} of charge ${row.chargeId}`;
  const lines: PostingLine[] = [{ walletId: holding.id, amount: row.amount, type: "dispute_hold", description }];
  const mains: string[] = [];
  for (const l of [...liability].sort((a, b) => a.merchant_id.localeCompare(b.merchant_id))) {
    const main = await walletFor(ctx, { ownerType: "merchant", ownerId: l.merchant_id }, "main", row.currency);
    mains.push(main.id);
    lines.push({ walletId: main.id, amount: -l.amount, type: "dispute_hold", description });
  }
  if (fee > 0) {
    const main = await walletFor(ctx, { ownerType: "merchant", ownerId: row.merchantId }, "main", row.currency);
    const platform = await platformWallet(ctx, row.currency);
    mains.push(main.id);
    lines.push({ walletId: main.id, amount: -fee, type: "dispute_fee", description: `Fee of ${description}` });
    lines.push({ walletId: platform.id, amount: fee, type: "dispute_fee", description: `Fee of ${description}` });
  }
  await postTransaction(ctx, {
    type: "dispute_hold",
    description,
    referenceType: "dispute",
    referenceId: row.id,
    idempotencyKey: `dispute:${row.id}:withdrawn`,
    lines,
    allowNegative: mains,
  });
  return { liability, fee };
}

/** Won: the held amount goes back to whoever bore it. The fee stays with the platform, as acquirers keep it. */
export async function reinstateFunds(ctx: TxCtx, row: DisputeRow): Promise<void> {
  const holding = await disputeHolding(ctx, row.currency);
  const description = `Dispute ${row.id} won: amount returned`;
  const lines: PostingLine[] = [{ walletId: holding.id, amount: -row.amount, type: "dispute_reinstated", description }];
  for (const l of row.liability) {
    const main = await walletFor(ctx, { ownerType: "merchant", ownerId: l.merchant_id }, "main", row.currency);
    lines.push({ walletId: main.id, amount: l.amount, type: "dispute_reinstated", description });
  }
  await postTransaction(ctx, {
    type: "dispute_reinstated",
    description,
    referenceType: "dispute",
    referenceId: row.id,
    idempotencyKey: `dispute:${row.id}:reinstated`,
    lines,
  });
}

/**
 * Lost or accepted: the held amount leaves the books to the cardholder, through the acquirer (`external`); for
 * MED, to the payer, as the devolução the PSP makes of the blocked amount.
 */
export async function bookLoss(ctx: TxCtx, row: DisputeRow): Promise<void> {
  const holding = await disputeHolding(ctx, row.currency);
  const external = await externalAccount(ctx, row.currency);
  const description =
    row.kind === "pix_med"
      ? `Dispute ${row.id} (MED) lost: amount returned to the payer (devolução)`
      : `Dispute ${row.id} lost: amount returned to the cardholder`;
  await postTransaction(ctx, {
    type: "dispute_lost",
    description,
    referenceType: "dispute",
    referenceId: row.id,
    idempotencyKey: `dispute:${row.id}:lost`,
    lines: [
      { walletId: holding.id, amount: -row.amount, type: "dispute_lost", description },
      { walletId: external.id, amount: row.amount, type: "dispute_lost", description },
    ],
  });
}

/** The charge's merchant, currency and card as the dispute paths read them (no tenant: the acquirer names it). */
export async function chargeForDispute(ctx: TxCtx, where: SQL | undefined, lock = false) {
  const query = ctx.tx.select().from(charges).where(where).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row;
}
