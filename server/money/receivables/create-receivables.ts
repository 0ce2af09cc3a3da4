import { receivables } from "@/db/schema";
import type { Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { newId } from "@/server/platform/ids";
import { rowsInsert } from "@/server/platform/db/rows-insert";
import { writeAtomically } from "@/server/platform/db/write-atomically";
import { addDays } from "@/server/universal/money-math";
import { walletsInsert } from "@/server/money/ledger/wallet-for";
import { mdrFor } from "@/server/money/pricing/defaults";
import { getPricing } from "@/server/money/pricing/get-pricing";
import { installmentShares, splitShares } from "@/server/universal/split-rule";
import type { CapturedCharge } from "./charge-movements";
import { cents, type BasisPoints } from "@/server/universal/money-units";

export interface PlannedReceivable {
  merchantId: string;
  splitRule: number | null;
  installmentNumber: number;
  amount: number;
  feeAmount: number;
  settlementDate: string;
}

/**
 * The receivables of a capture: one per installment and receiver (the charging merchant, or each
 * split rule), installment i settling at the capture date + 30·i days. Parts, fee shares and their
 * spread over installments follow the one split rule (server/universal/split-rule.ts,
 * docs/api/splits.md): per receiver the installments add up to its part and their fees to its fee
 * share, and the fees add up to the charge's fee at the MDR of its installment count.
 */
export function planReceivables(charge: CapturedCharge, mdrBp: BasisPoints): PlannedReceivable[] {
  // Pix: one receivable of the whole amount (no split, no installments) at the merchant's Pix terms.
  if (charge.pix) {
    return [
      {
        merchantId: charge.merchantId,
        splitRule: null,
        installmentNumber: 1,
        amount: charge.amount,
        feeAmount: Math.min(charge.pix.fee, charge.amount),
        settlementDate: addDays(charge.capturedAt, charge.pix.settlementDays),
      },
    ];
  }
  const rules = charge.split?.rules ?? [];
  const receivers =
    rules.length === 0
      ? [{ merchantId: charge.merchantId, splitRule: null }]
      : rules.map((r, i) => ({ merchantId: r.merchant_id, splitRule: i }));
  const n = Math.max(1, charge.installments);
  const perReceiver = splitShares(cents(charge.amount), rules, mdrBp).map((share) => installmentShares(share, n));
  const out: PlannedReceivable[] = [];
  for (let i = 0; i < n; i++) {
    receivers.forEach((receiver, k) => {
      const installment = perReceiver[k][i];
      // A part smaller than the installment count leaves some installments empty: no receivable.
      if (installment.amount === 0) return;
      out.push({
        ...receiver,
        installmentNumber: i + 1,
        amount: installment.amount,
        feeAmount: installment.fee,
        settlementDate: addDays(charge.capturedAt, 30 * (i + 1)),
      });
    });
  }
  return out;
}

/**
 * Writes the capture's receivables once; a second call for the same charge adds nothing. `mdrBp`, when
 * the caller read the pricing before its transaction, saves that read inside it; the two writes
 * (receivables, and the receivers' wallets) are one statement.
 */
export async function createReceivables(
  ctx: Ctx & { tx: Executor },
  charge: CapturedCharge,
  mdrBp?: BasisPoints,
): Promise<void> {
  if (charge.amount <= 0) return;
  const mdr = mdrBp ?? mdrFor(await getPricing({ ctx, merchantId: charge.merchantId }), charge.installments);
  await writeAtomically(
    ctx.tx,
    receivablesInserts(ctx.tx, ctx, charge, mdr).map((statement) => ({ statement })),
  );
}

/**
 * The two inserts of createReceivables (a charge with an amount), unsent: parts of a one-statement
 * write (server/platform/db/write-atomically.ts), as createReceivables writes them too.
 */
export function receivablesInserts(db: Executor, ctx: Ctx, charge: CapturedCharge, mdrBp: BasisPoints) {
  const planned = planReceivables(charge, mdrBp);
  const now = ctx.now();
  const receivers = [...new Set(planned.map((p) => p.merchantId))].sort();
  return [
    rowsInsert(
      receivables,
      planned.map((p) => ({
        id: newId(),
        chargeId: charge.chargeId,
        sourceMerchantId: charge.merchantId,
        ownerType: "merchant" as const,
        merchantId: p.merchantId,
        splitRule: p.splitRule,
        installmentNumber: p.installmentNumber,
        installmentsTotal: Math.max(1, charge.installments),
        currency: charge.currency,
        paymentMethod: charge.paymentMethod,
        amount: p.amount,
        feeAmount: p.feeAmount,
        netAmount: p.amount - p.feeAmount,
        settlementDate: p.settlementDate,
        createdAt: now,
        updatedAt: now,
      })),
      { onConflictDoNothing: true },
    ),
    // The receivers' wallets exist from the capture on, so that pending money shows on them.
    walletsInsert(
      db,
      ctx,
      receivers.map((ownerId) => ({ ownerType: "merchant" as const, ownerId })),
      "main",
      charge.currency,
    ),
  ] as const;
}
