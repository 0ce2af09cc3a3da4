import type { z } from "zod";
import { eq } from "drizzle-orm";
import { merchantReserveSettings, merchants } from "@/db/schema";
import { recordAudit } from "@/server/platform/audit/record-audit";
import { inTransaction, requireAdmin, type Ctx } from "@/server/platform/context";
import { getMerchant } from "@/server/accounts/merchants/get-merchant";
import { presentReserveSettings } from "./get-reserve-settings";
import { reserveSettingsOf, type ReserveSettings } from "./reserve-settings";
import type { ReserveSettingsView, updateReserveSettingsBody } from "./schemas";

/**
 * Admin only: a merchant's refund allowance and rolling reserve; fields left out keep their value. The change
 * and its audit entry (`reserve_settings.updated`, before and after) are one transaction. A new percentage
 * applies to credits from now on; holds already made keep their amount and release date.
 */
export async function updateReserveSettings({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: z.output<typeof updateReserveSettingsBody>;
}): Promise<ReserveSettingsView> {
  requireAdmin(ctx, "change a merchant's refund allowance and rolling reserve");
  const merchantId = (await getMerchant({ ctx, id })).id;
  return inTransaction(ctx, async (t) => {
    // Two admins changing different fields at once must not undo each other: changes queue on the merchant's
    // row (`no key update` leaves the foreign-key checks of its charges and receivables unblocked).
    await t.tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId)).for("no key update");
    const { custom, ...current } = await reserveSettingsOf(t, merchantId);
    const next: ReserveSettings = {
      refundAllowance: input.refund_allowance ?? current.refundAllowance,
      rollingReserveBp: input.rolling_reserve_bp ?? current.rollingReserveBp,
      rollingReserveDays: input.rolling_reserve_days ?? current.rollingReserveDays,
    };
    const now = t.now();
    await t.tx
      .insert(merchantReserveSettings)
      .values({ merchantId, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: merchantReserveSettings.merchantId, set: { ...next, updatedAt: now } });
    await recordAudit(t, {
      action: "reserve_settings.updated",
      targetType: "reserve_settings",
      targetId: merchantId,
      merchantId,
      before: presentReserveSettings(merchantId, current, custom),
      after: presentReserveSettings(merchantId, next, true),
    });
    return presentReserveSettings(merchantId, next, true);
  });
}
