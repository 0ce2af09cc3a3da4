import { and, asc, eq, inArray } from "drizzle-orm";
import { anticipationReceivables, anticipations, receivables } from "@/db/schema";
import { executor, inTransaction, type Ctx } from "@/server/platform/context";
import { postTransaction } from "@/server/money/ledger/post-transaction";
import { externalAccount, platformWallet, walletFor } from "@/server/money/ledger/wallet-for";
import { holdRollingReserve } from "@/server/money/reserves/hold-rolling-reserve";
import { withRefundInFlight } from "@/server/money/receivables/refund-in-flight";
import { priceReceivables } from "./fees";
import { dayOf, emit } from "./transitions";

/**
 * Pays out a `processing` anticipation: one ledger transaction takes the receivables' gross from the
 * external account (the acquirer's money, brought forward), credits the net to the merchant's main
 * wallet, and the card MDR and the anticipation fee to the platform; the receivables become
 * `anticipated`, so settlement never pays them again (server/money/receivables/settle-due.ts takes
 * `pending` ones only). Priced again as of today: days already passed since the request are not
 * charged, and a receivable refunded away, due by now, or with a refund of its charge awaiting the acquirer is
 * dropped (it settles the usual way).
 * Doing it twice does nothing: the status change is conditional and the posting has a key.
 */
export async function completeAnticipation({ ctx, id }: { ctx: Ctx; id: string }): Promise<void> {
  await inTransaction(ctx, async (t) => {
    const [a] = await t.tx
      .select()
      .from(anticipations)
      .where(and(eq(anticipations.id, id), eq(anticipations.status, "processing")))
      .for("update");
    if (!a) return;
    const now = t.now();
    const today = dayOf(now);
    const parts = await t.tx
      .select()
      .from(anticipationReceivables)
      .where(and(eq(anticipationReceivables.anticipationId, id), eq(anticipationReceivables.active, true)));
    const rows = parts.length
      ? await t.tx
          .select()
          .from(receivables)
          .where(
            inArray(
              receivables.id,
              parts.map((p) => p.receivableId),
            ),
          )
          .orderBy(asc(receivables.id))
          .for("update")
      : [];
    // One whose charge has a refund awaiting the acquirer is dropped too: paid now, the refund would take it from
    // `main` past the allowance its hold checked (refund-in-flight.ts).
    const refunding = await withRefundInFlight(
      t.tx,
      rows.map((r) => r.id),
    );
    const keep = rows.filter(
      (r) => r.status === "reserved" && r.netAmount > 0 && r.settlementDate > today && !refunding.has(r.id),
    );
    const dropped = parts.filter((p) => !keep.some((r) => r.id === p.receivableId)).map((p) => p.receivableId);
    if (dropped.length) {
      await t.tx
        .update(anticipationReceivables)
        .set({ active: false, releasedAt: now })
        .where(
          and(eq(anticipationReceivables.anticipationId, id), inArray(anticipationReceivables.receivableId, dropped)),
        );
      await t.tx
        .update(receivables)
        .set({ status: "pending", updatedAt: now })
        .where(and(inArray(receivables.id, dropped), eq(receivables.status, "reserved")));
    }
    if (keep.length === 0) {
      const [canceled] = await t.tx
        .update(anticipations)
        .set({
          status: "canceled",
          reason: "Its receivables were refunded or came due before it was paid out.",
          amount: 0,
          feeAmount: 0,
          netAmount: 0,
          canceledAt: now,
          updatedAt: now,
        })
        .where(eq(anticipations.id, id))
        .returning();
      await emit(t, canceled, "anticipation.canceled");
      return;
    }

    const priced = priceReceivables(keep, a.monthlyRateBp, today);
    for (const r of priced.receivables) {
      await t.tx
        .update(anticipationReceivables)
        .set({ amount: r.amount, feeAmount: r.fee_amount, netAmount: r.net_amount, days: r.days })
        .where(
          and(
            eq(anticipationReceivables.anticipationId, id),
            eq(anticipationReceivables.receivableId, r.receivable_id),
          ),
        );
    }
    const gross = keep.reduce((s, r) => s + r.amount - r.refundedAmount, 0);
    const mdr = keep.reduce((s, r) => s + r.feeAmount, 0);
    const merchant = await walletFor(t, { ownerType: "merchant", ownerId: a.merchantId }, "main", a.currency);
    const platform = await platformWallet(t, a.currency);
    const external = await externalAccount(t, a.currency);
    const posting = await postTransaction(t, {
      type: "anticipation",
      description: `Anticipation ${a.id} of ${keep.length} receivable(s)`,
      referenceType: "anticipation",
      referenceId: a.id,
      idempotencyKey: `anticipation:${a.id}`,
      metadata: { receivable_ids: keep.map((r) => r.id) },
      lines: [
        {
          walletId: external.id,
          amount: -gross,
          type: "anticipation",
          description: `Acquirer payout brought forward, anticipation ${a.id}`,
        },
        {
          walletId: merchant.id,
          amount: priced.net_amount,
          type: "anticipation",
          description: `Anticipation ${a.id}: ${keep.length} receivable(s), net of fee`,
        },
        {
          walletId: platform.id,
          amount: mdr,
          type: "fee",
          description: `MDR on the receivables of anticipation ${a.id}`,
        },
        {
          walletId: platform.id,
          amount: priced.fee_amount,
          type: "anticipation_fee",
          description: `Fee of anticipation ${a.id}`,
        },
      ],
    });
    // Money brought forward is a credit like a settlement: the rolling reserve holds its share, or anticipating
    // everything would empty the reserve's purpose (docs/api/risk.md).
    await holdRollingReserve(t, {
      merchantId: a.merchantId,
      currency: a.currency,
      amount: priced.net_amount,
      source: { type: "anticipation", anticipationId: a.id },
    });
    await t.tx
      .update(receivables)
      .set({ status: "anticipated", settlementTransactionId: posting.transactionId, updatedAt: now })
      .where(
        and(
          inArray(
            receivables.id,
            keep.map((r) => r.id),
          ),
          eq(receivables.status, "reserved"),
        ),
      );
    const [done] = await t.tx
      .update(anticipations)
      .set({
        status: "completed",
        amount: priced.amount,
        feeAmount: priced.fee_amount,
        netAmount: priced.net_amount,
        anticipationDate: today,
        ledgerTransactionId: posting.transactionId,
        completedAt: now,
        updatedAt: now,
      })
      .where(eq(anticipations.id, id))
      .returning();
    await emit(t, done, "anticipation.completed");
  });
}

/** Finishes anticipations left `processing` (a crash between approval and payout); the job calls it. */
export async function completeProcessing({ ctx, limit = 100 }: { ctx: Ctx; limit?: number }) {
  const db = await executor(ctx);
  const rows = await db
    .select({ id: anticipations.id })
    .from(anticipations)
    .where(eq(anticipations.status, "processing"))
    .orderBy(asc(anticipations.createdAt))
    .limit(limit);
  for (const r of rows) await completeAnticipation({ ctx, id: r.id });
  return { completed: rows.length };
}
