import { inArray } from "drizzle-orm";
import { merchants, type SplitRule } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import { ValidationError } from "@/server/http/errors";
import type { CreateChargeInput } from "./schemas";

const basisPoints = (percentage: number) => Math.round(percentage * 100);

/**
 * Each rule's share of `amount`, in centavos: amount rules as given, percentage rules rounded down
 * with the leftover centavos on the first percentage rule, so the shares add up exactly.
 * Only meaningful for rules that validateSplit accepted.
 */
export function resolveSplitAmounts(amount: number, rules: Pick<SplitRule, "amount" | "percentage">[]): number[] {
  const shares = rules.map((r) => (r.amount !== undefined ? r.amount : Math.floor((amount * basisPoints(r.percentage ?? 0)) / 10_000)));
  const leftover = amount - shares.reduce((a, b) => a + b, 0);
  const first = rules.findIndex((r) => r.amount === undefined);
  if (first >= 0) shares[first] += leftover;
  return shares;
}

/**
 * CONTRACT.md "Money model": the rules must add up to the whole amount exactly (amounts plus
 * percentages of the amount, counted in exact arithmetic), name existing merchants, each once.
 * Returns the rules as stored on the charge (defaults applied), or null without a split.
 */
export async function validateSplit(ctx: Ctx, amount: number, split: CreateChargeInput["split"]): Promise<{ rules: SplitRule[] } | null> {
  if (!split) return null;
  const rules: SplitRule[] = split.rules.map((r) => ({
    merchant_id: r.merchant_id,
    ...(r.amount !== undefined ? { amount: r.amount } : { percentage: r.percentage }),
    liable: r.liable,
    charge_processing_fee: r.charge_processing_fee,
  }));
  const seen = new Set<string>();
  rules.forEach((r, i) => {
    if (seen.has(r.merchant_id)) throw new ValidationError("Each merchant may appear in one rule only.", `split.rules.${i}.merchant_id`);
    seen.add(r.merchant_id);
  });
  // fixed + amount × Σbp / 10000 = amount, multiplied through by 10000 to stay in integers.
  const fixed = rules.reduce((sum, r) => sum + (r.amount ?? 0), 0);
  const bp = rules.reduce((sum, r) => sum + (r.percentage !== undefined ? basisPoints(r.percentage) : 0), 0);
  if (fixed * 10_000 + amount * bp !== amount * 10_000) {
    throw new ValidationError(
      `The split rules must add up to the charge amount (${amount}) exactly: amounts total ${fixed} and percentages ${bp / 100}%.`,
      "split.rules",
    );
  }
  const db = await executor(ctx);
  const ids = rules.map((r) => r.merchant_id);
  const found = new Set((await db.select({ id: merchants.id }).from(merchants).where(inArray(merchants.id, ids))).map((m) => m.id));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) throw new ValidationError("No such merchant.", `split.rules.${missing}.merchant_id`);
  return { rules };
}
