import type { z } from "zod";
import { withdrawalSettings } from "@/db/schema";
import { recordAudit } from "@/server/platform/audit/record-audit";
import { inTransaction, requireAdmin, type Ctx } from "@/server/platform/context";
import { getMerchant } from "@/server/accounts/merchants/get-merchant";
import type { updateWithdrawalSettingsBody } from "./schemas";
import { dailyMaxOf, presentWithdrawalSettings } from "./withdrawal-settings";

/** Admin: sets a merchant's daily withdrawal total (docs/api/risk.md); the change is audited with before and after. */
export async function updateWithdrawalSettings({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: z.output<typeof updateWithdrawalSettingsBody>;
}) {
  requireAdmin(ctx, "change a merchant's withdrawal limit");
  const merchantId = (await getMerchant({ ctx, id })).id;
  return inTransaction(ctx, async (t) => {
    const now = t.now();
    const before = await dailyMaxOf(t.tx, merchantId);
    const next = { dailyMaxAmount: input.daily_max_amount, updatedAt: now };
    await t.tx
      .insert(withdrawalSettings)
      .values({ merchantId, ...next })
      .onConflictDoUpdate({ target: withdrawalSettings.merchantId, set: next });
    await recordAudit(t, {
      action: "withdrawal_settings.updated",
      targetType: "withdrawal_settings",
      targetId: merchantId,
      merchantId,
      before: { daily_max_amount: before },
      after: { daily_max_amount: input.daily_max_amount },
    });
    return presentWithdrawalSettings(t.tx, merchantId, now);
  });
}
