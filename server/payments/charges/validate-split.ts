import type { SplitRule } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { ValidationError } from "@/server/platform/errors";
import { mdrFor } from "@/server/money/pricing/defaults";
import { getPricing } from "@/server/money/pricing/get-pricing";
import { allowedSplitReceivers } from "@/server/money/split-partners/allowed-receivers";
import { splitMismatch, uncarriedFee } from "@/server/universal/split-rule";
import type { CreateChargeInput } from "./schemas";
import { cents } from "@/server/universal/money-units";

/**
 * The request-level checks of a split: the rules add up to the whole amount exactly (amounts plus
 * percentages of the amount, counted in exact arithmetic), name merchants the charging merchant may
 * split with (itself, or a partner an admin related to it), each once, and the rules that bear the
 * processing fee receive enough to carry it. The arithmetic is the split
 * rule's (server/universal/split-rule.ts, docs/api/splits.md), the same that pays the receivables.
 * Returns the rules as stored on the charge (defaults applied), or null without a split.
 */
export async function validateSplit(
  ctx: Ctx,
  charge: { merchantId: string; amount: number; installments: number },
  split: CreateChargeInput["split"],
): Promise<{ rules: SplitRule[] } | null> {
  const { amount } = charge;
  if (!split) return null;
  const rules: SplitRule[] = split.rules.map((r) => ({
    merchant_id: r.merchant_id,
    ...(r.amount !== undefined ? { amount: r.amount } : { percentage: r.percentage }),
    liable: r.liable,
    charge_processing_fee: r.charge_processing_fee,
  }));
  const seen = new Set<string>();
  rules.forEach((r, i) => {
    if (seen.has(r.merchant_id))
      throw new ValidationError("Each merchant may appear in one rule only.", `split.rules.${i}.merchant_id`);
    seen.add(r.merchant_id);
  });
  const mismatch = splitMismatch(cents(amount), rules);
  if (mismatch) {
    throw new ValidationError(
      `The split rules must add up to the charge amount (${amount}) exactly: amounts total ${mismatch.fixed} and percentages ${mismatch.percent}%.`,
      "split.rules",
    );
  }
  const db = await executor(ctx);
  const ids = rules.map((r) => r.merchant_id);
  const allowed = await allowedSplitReceivers(db, charge.merchantId, ids);
  const refused = ids.findIndex((id) => !allowed.has(id));
  // One answer for "no such merchant" and "not your partner": the error must not reveal which ids exist.
  if (refused >= 0)
    throw new ValidationError(
      "This merchant cannot receive parts of your charges: an admin must make it your split partner.",
      `split.rules.${refused}.merchant_id`,
      undefined,
      "split_receiver_not_allowed",
    );
  // The charge's fee at the merchant's current price, as the receivables of its capture compute it.
  const pricing = await getPricing({ ctx, merchantId: charge.merchantId });
  const short = uncarriedFee(cents(amount), rules, mdrFor(pricing, charge.installments));
  if (short) {
    throw new ValidationError(
      `The rules with charge_processing_fee: true receive ${short.bearerTotal} centavos in all, less than the charge's processing fee of ${short.fee} centavos. Mark more rules to bear the fee, or give them larger parts.`,
      `split.rules.${short.rule}.charge_processing_fee`,
      undefined,
      "split_fee_not_covered",
    );
  }
  return { rules };
}
