import { and, eq, sql } from "drizzle-orm";
import { receivables } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { queryRows } from "@/server/platform/db";
import { postTransaction } from "@/server/money/ledger/post-transaction";
import { externalAccount, platformWallet, walletFor } from "@/server/money/ledger/wallet-for";
import { holdRollingReserve } from "@/server/money/reserves/hold-rolling-reserve";
import { noRefundInFlight, withRefundInFlight } from "./refund-in-flight";

export interface SettlementRun {
  as_of: string;
  settled: number;
  gross_amount: number;
  fee_amount: number;
  net_amount: number;
}

/**
 * Settles every pending receivable due on or before the clock's date (UTC): the acquirer's money
 * comes in from the external account, the net goes to the owner's main wallet and the fee to the
 * platform's. One receivable per database transaction, claimed with `FOR UPDATE SKIP LOCKED`,
 * so that several workers share the work and never settle the same receivable twice; the
 * conditional status change and the posting's idempotency key make a repeat run a no-op.
 * Each posting locks at most three wallets in id order, so concurrent runs cannot deadlock.
 */
export async function settleDueReceivables({
  ctx,
  limit = 100_000,
  merchantId,
}: {
  ctx: Ctx;
  limit?: number;
  /** Only the receivables this merchant receives (a test clock's run); every merchant's without it. */
  merchantId?: string;
}): Promise<SettlementRun> {
  const asOf = ctx.now().toISOString().slice(0, 10);
  const run: SettlementRun = { as_of: asOf, settled: 0, gross_amount: 0, fee_amount: 0, net_amount: 0 };
  while (run.settled < limit) {
    const done = await inTransaction(ctx, async (t) => {
      const [due] = await queryRows<{ id: string }>(
        t.tx,
        sql`select id from receivables where status = 'pending' and settlement_date <= ${asOf} and ${noRefundInFlight}
            ${merchantId ? sql`and owner_type = 'merchant' and merchant_id = ${merchantId}` : sql``}
            order by settlement_date, id limit 1 for update skip locked`,
      );
      if (!due) return false;
      // A refund asked for just before the claim took its lock: the receivable waits for the next run (the claim
      // of the next round, a statement of its own, no longer chooses it).
      if ((await withRefundInFlight(t.tx, [due.id])).size > 0) return true;
      const [r] = await t.tx.select().from(receivables).where(eq(receivables.id, due.id));
      const owner = await walletFor(t, { ownerType: "merchant", ownerId: r.merchantId }, "main", r.currency);
      const platform = await platformWallet(t, r.currency);
      const external = await externalAccount(t, r.currency);
      const gross = r.amount - r.refundedAmount;
      const posting = await postTransaction(t, {
        type: "settlement",
        description: `Settlement of receivable ${r.id} (charge ${r.chargeId}, installment ${r.installmentNumber}/${r.installmentsTotal})`,
        referenceType: "receivable",
        referenceId: r.id,
        idempotencyKey: `settlement:${r.id}`,
        lines: [
          {
            walletId: external.id,
            amount: -gross,
            type: "settlement",
            description: `Acquirer payout, charge ${r.chargeId}`,
          },
          {
            walletId: owner.id,
            amount: r.netAmount,
            type: "settlement",
            description: `Charge ${r.chargeId}, installment ${r.installmentNumber}/${r.installmentsTotal}`,
          },
          {
            walletId: platform.id,
            amount: r.feeAmount,
            type: "fee",
            description: `MDR on charge ${r.chargeId}, installment ${r.installmentNumber}`,
          },
        ],
      });
      // The merchant's rolling reserve takes its share of the credit in the same transaction (docs/api/risk.md).
      await holdRollingReserve(t, {
        merchantId: r.merchantId,
        currency: r.currency,
        amount: r.netAmount,
        source: { type: "settlement", receivableId: r.id },
      });
      const now = t.now();
      await t.tx
        .update(receivables)
        .set({ status: "settled", settledAt: now, settlementTransactionId: posting.transactionId, updatedAt: now })
        .where(and(eq(receivables.id, r.id), eq(receivables.status, "pending")));
      run.settled += 1;
      run.gross_amount += gross;
      run.fee_amount += r.feeAmount;
      run.net_amount += r.netAmount;
      return true;
    });
    if (!done) break;
  }
  return run;
}
