import { and, asc, eq, sql } from "drizzle-orm";
import { charges, receivables } from "@/db/schema";
import type { Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { apportion } from "@/server/universal/money-math";
import { LedgerInvariantError } from "@/server/money/ledger/post-transaction";
import { splitParts } from "@/server/universal/split-rule";
import { cents } from "@/server/universal/money-units";

type ReceivableRow = typeof receivables.$inferSelect;

export const PAID = new Set(["settled", "anticipated"]);

/** What one refund does to a charge's receivables, worked out before anything is written. */
export interface RefundPlan {
  /** The receivables that still hold something, each with its share of the refund. */
  parts: Array<{ receivable: ReceivableRow; share: number }>;
  /** What is taken from merchants' `main` wallets for the parts already paid, one line per installment. */
  debits: Array<{ merchantId: string; amount: number; description: string }>;
  currency: string;
}

/**
 * Who bears the refunds of a charge's paid parts (docs/api/splits.md, "Liability"): the merchants
 * of its `liable` rules, weighted by their parts; none marked, or no split, the charging merchant.
 * Charges the books know only by id (no charge row) bear as if every rule were liable.
 */
export async function liableOwners(ctx: Ctx & { tx: Executor }, chargeId: string) {
  const [charge] = await ctx.tx
    .select({ amount: charges.amount, merchantId: charges.merchantId, split: charges.split })
    .from(charges)
    .where(eq(charges.id, chargeId));
  if (!charge) return null;
  const rules = charge.split?.rules ?? [];
  const parts = rules.length > 0 ? splitParts(cents(charge.amount), rules) : [];
  const liable = rules.flatMap((r, i) =>
    r.liable !== false && parts[i] > 0 ? [{ merchantId: r.merchant_id, weight: parts[i] }] : [],
  );
  return liable.length > 0 ? liable : [{ merchantId: charge.merchantId, weight: 1 }];
}

/**
 * Spreads a refund over the charge's receivables in proportion to what each still holds, and names who
 * pays the parts already paid out: the receiver, or the liable merchants when the receiver is not liable.
 * The refund hold (hold-refund.ts) and the refund itself (refund-receivables.ts) read the same plan, so
 * what is checked against the allowance is what the refund takes. The receivables are locked: a
 * settlement of one of them waits for the plan's transaction to end.
 */
export async function planRefund(
  ctx: Ctx & { tx: Executor },
  refund: { chargeId: string; amount: number },
): Promise<RefundPlan> {
  const rows = await ctx.tx
    .select()
    .from(receivables)
    .where(and(eq(receivables.chargeId, refund.chargeId), sql`${receivables.status} <> 'canceled'`))
    .orderBy(sql`${receivables.splitRule} nulls first`, asc(receivables.installmentNumber))
    .for("update");
  const live = rows.filter((r) => r.amount - r.refundedAmount > 0);
  const remaining = live.map((r) => r.amount - r.refundedAmount);
  const total = remaining.reduce((s, v) => s + v, 0);
  const plan: RefundPlan = { parts: [], debits: [], currency: live[0]?.currency ?? "BRL" };
  if (total === 0 || refund.amount <= 0) return plan;
  if (refund.amount > total)
    throw new LedgerInvariantError(
      `Refund of ${refund.amount} exceeds the ${total} left on charge ${refund.chargeId}.`,
    );
  const shares = apportion(cents(refund.amount), remaining, remaining);
  const liable = await liableOwners(ctx, refund.chargeId);
  for (const [i, r] of live.entries()) {
    const share = shares[i];
    if (share === 0) continue;
    plan.parts.push({ receivable: r, share });
    if (!PAID.has(r.status)) continue;
    plan.currency = r.currency;
    // An anticipated receivable was paid out early: the statement says so, since no settlement preceded it.
    const why = r.status === "anticipated" ? " (anticipated receivable)" : "";
    const description = `Refund of charge ${r.chargeId}, installment ${r.installmentNumber}${why}`;
    if (!liable || liable.some((l) => l.merchantId === r.merchantId)) {
      plan.debits.push({ merchantId: r.merchantId, amount: share, description });
    } else {
      const onLiable = apportion(
        cents(share),
        liable.map((l) => l.weight),
      );
      for (const [j, l] of liable.entries())
        if (onLiable[j] > 0)
          plan.debits.push({ merchantId: l.merchantId, amount: onLiable[j], description: `${description} (liable)` });
    }
  }
  return plan;
}

/** The plan's debits added up per merchant: what each one's `main` gives for this refund. */
export function debitsByMerchant(plan: RefundPlan): Map<string, number> {
  const by = new Map<string, number>();
  for (const d of plan.debits) by.set(d.merchantId, (by.get(d.merchantId) ?? 0) + d.amount);
  return by;
}
