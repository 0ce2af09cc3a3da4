import { eq } from "drizzle-orm";
import { merchantPricing, merchants } from "@/db/schema";
import { recordAudit } from "@/server/platform/audit/record-audit";
import { inTransaction, type Ctx, requireAdmin } from "@/server/platform/context";
import { ValidationError } from "@/server/platform/errors";
import { getPricing } from "./get-pricing";
import { forgetPricingForCharge } from "./pricing-for-charge";
import type { Pricing } from "./defaults";

/** Prices as a caller writes them: plain numbers, checked here before they are stored. */
export type PricingValues = Record<keyof Pricing, number>;

/** The prices under their API names (GET /v1/merchants/{id}/pricing), as the audit log shows them. */
function wireNames(p: PricingValues): Record<string, number> {
  return {
    mdr_1x_bp: p.mdr1xBp,
    mdr_2_6_bp: p.mdr2to6Bp,
    mdr_7_12_bp: p.mdr7to12Bp,
    anticipation_monthly_bp: p.anticipationMonthlyBp,
    withdrawal_fee_pix: p.withdrawalFeePix,
    withdrawal_fee_ted: p.withdrawalFeeTed,
    pix_mdr_bp: p.pixMdrBp,
    pix_fee_min: p.pixFeeMin,
    pix_fee_max: p.pixFeeMax,
    pix_settlement_days: p.pixSettlementDays,
    dispute_fee: p.disputeFee,
  };
}

/**
 * Admin only: changes some of a merchant's prices; the others keep their current values. The change
 * and its audit event (`pricing.updated`, the old and new prices) are one transaction.
 */
export async function setPricing({
  ctx,
  merchantId,
  input,
}: {
  ctx: Ctx;
  merchantId: string;
  input: Partial<PricingValues>;
}) {
  requireAdmin(ctx, "change pricing");
  const changed = await inTransaction(ctx, async (t) => {
    // Two admins changing different prices at once must not undo each other, and the audit's "before"
    // must be what this change replaced: changes of one merchant's pricing queue on its row. `no key
    // update` leaves the foreign-key checks of new charges and receivables (key share) unblocked.
    await t.tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId)).for("no key update");
    const { custom, ...current } = await getPricing({ ctx: t, merchantId });
    const next: PricingValues = {
      mdr1xBp: input.mdr1xBp ?? current.mdr1xBp,
      mdr2to6Bp: input.mdr2to6Bp ?? current.mdr2to6Bp,
      mdr7to12Bp: input.mdr7to12Bp ?? current.mdr7to12Bp,
      anticipationMonthlyBp: input.anticipationMonthlyBp ?? current.anticipationMonthlyBp,
      withdrawalFeePix: input.withdrawalFeePix ?? current.withdrawalFeePix,
      withdrawalFeeTed: input.withdrawalFeeTed ?? current.withdrawalFeeTed,
      pixMdrBp: input.pixMdrBp ?? current.pixMdrBp,
      pixFeeMin: input.pixFeeMin ?? current.pixFeeMin,
      pixFeeMax: input.pixFeeMax ?? current.pixFeeMax,
      pixSettlementDays: input.pixSettlementDays ?? current.pixSettlementDays,
      disputeFee: input.disputeFee ?? current.disputeFee,
    };
    for (const [k, v] of Object.entries(next)) {
      // Rates are basis points of a percent (at most 100 %); fixed fees are centavos.
      if (!Number.isSafeInteger(v) || v < 0 || (k.endsWith("Bp") && v > 10_000))
        throw new ValidationError(`${k} must be a non-negative integer (rates at most 10000).`, k);
    }
    if (next.pixFeeMin > next.pixFeeMax)
      throw new ValidationError("pix_fee_min must not exceed pix_fee_max.", "pix_fee_min");
    if (next.pixSettlementDays > 1)
      throw new ValidationError("pix_settlement_days is 0 (same day) or 1.", "pix_settlement_days");
    const now = t.now();
    await t.tx
      .insert(merchantPricing)
      .values({ merchantId, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: merchantPricing.merchantId, set: { ...next, updatedAt: now } });
    await recordAudit(t, {
      action: "pricing.updated",
      targetType: "pricing",
      targetId: merchantId,
      merchantId,
      before: { ...wireNames(current), custom },
      after: wireNames(next),
    });
    return { merchant_id: merchantId, ...next };
  });
  forgetPricingForCharge(merchantId);
  return changed;
}
