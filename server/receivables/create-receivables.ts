import { receivables } from "@/db/schema";
import type { Ctx } from "@/server/context";
import type { Executor } from "@/server/db";
import { newId } from "@/server/ids";
import { addDays, apportion, feeOf, installmentAmounts } from "@/server/ledger/money-math";
import { walletFor } from "@/server/ledger/wallet-for";
import { mdrFor } from "@/server/pricing/defaults";
import { getPricing } from "@/server/pricing/get-pricing";
import type { CapturedCharge } from "./charge-hooks";

interface Party {
  merchantId: string;
  splitRule: number | null;
  /** This party's part of the captured amount. */
  share: number;
  paysFees: boolean;
}

/**
 * Who receives what of a capture. Split rules are weighed by their `amount`, or by their
 * `percentage` of the charge, and the captured amount is apportioned by those weights, so that
 * the parts add up to the capture exactly (also after a partial capture).
 */
export function partiesOf(charge: Pick<CapturedCharge, "merchantId" | "amount" | "split">): Party[] {
  const rules = charge.split?.rules ?? [];
  if (rules.length === 0) return [{ merchantId: charge.merchantId, splitRule: null, share: charge.amount, paysFees: true }];
  // Both in centavos × 10 000: an amount, or basis points of the captured amount.
  const weights = rules.map((r) => (r.amount !== undefined ? r.amount * 10_000 : Math.round((r.percentage ?? 0) * 100) * charge.amount));
  const shares = apportion(charge.amount, weights);
  const anyPayer = rules.some((r) => r.charge_processing_fee === true);
  return rules.map((r, i) => ({
    merchantId: r.merchant_id,
    splitRule: i,
    share: shares[i],
    // With no rule named as fee payer, every party pays the fee on its own part.
    paysFees: anyPayer ? r.charge_processing_fee === true : true,
  }));
}

export interface PlannedReceivable {
  merchantId: string;
  splitRule: number | null;
  installmentNumber: number;
  amount: number;
  feeAmount: number;
  settlementDate: string;
}

/**
 * The receivables of a capture: one per installment and party. Installment i settles at the
 * capture date + 30·i days; each party's installments add up to its share, the remainder on the
 * first. The MDR (the charge's merchant's price for this installment count) is rounded half-up
 * per installment; fee-paying parties carry the fees of the others.
 */
export function planReceivables(charge: CapturedCharge, mdrBp: number): PlannedReceivable[] {
  const parties = partiesOf(charge);
  const n = Math.max(1, charge.installments);
  const perParty = parties.map((p) => installmentAmounts(p.share, n));
  const out: PlannedReceivable[] = [];
  for (let i = 0; i < n; i++) {
    const grosses = parties.map((_, k) => perParty[k][i]);
    const ownFees = grosses.map((g) => feeOf(g, mdrBp));
    const payers = parties.map((p, k) => (p.paysFees && grosses[k] > 0 ? k : -1)).filter((k) => k >= 0);
    const allPay = payers.length === parties.length;
    const feeTotal = ownFees.reduce((s, f) => s + f, 0);
    const payerGross = payers.reduce((s, k) => s + grosses[k], 0);
    let fees = ownFees;
    if (!allPay && payers.length > 0 && payerGross >= feeTotal) {
      const carried = apportion(feeTotal, payers.map((k) => grosses[k]), payers.map((k) => grosses[k]));
      fees = grosses.map(() => 0);
      payers.forEach((k, j) => (fees[k] = carried[j]));
    }
    parties.forEach((p, k) => {
      if (grosses[k] === 0) return;
      out.push({
        merchantId: p.merchantId,
        splitRule: p.splitRule,
        installmentNumber: i + 1,
        amount: grosses[k],
        feeAmount: fees[k],
        settlementDate: addDays(charge.capturedAt, 30 * (i + 1)),
      });
    });
  }
  return out;
}

/** Writes the capture's receivables once; a second call for the same charge adds nothing. */
export async function createReceivables(ctx: Ctx & { tx: Executor }, charge: CapturedCharge): Promise<void> {
  if (charge.amount <= 0) return;
  const pricing = await getPricing({ ctx, merchantId: charge.merchantId });
  const planned = planReceivables(charge, mdrFor(pricing, charge.installments));
  const now = ctx.now();
  await ctx.tx
    .insert(receivables)
    .values(
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
    )
    .onConflictDoNothing();
  // The receivers' wallets exist from the capture on, so that pending money shows on them.
  for (const merchantId of [...new Set(planned.map((p) => p.merchantId))].sort()) {
    await walletFor(ctx, { ownerType: "merchant", ownerId: merchantId }, "main", charge.currency);
  }
}
