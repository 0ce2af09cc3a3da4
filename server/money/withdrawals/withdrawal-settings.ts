import { eq } from "drizzle-orm";
import { withdrawalSettings } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { getMerchant } from "@/server/accounts/merchants/get-merchant";
import { DAY_MS } from "@/server/money/anticipations/approved-at-once";
import { withdrawnAtOnceSince } from "./withdrawn-at-once";

/**
 * R$ 50.000,00 in any 24 hours without an admin (docs/api/risk.md): the same ceiling as anticipations approved at
 * once, so a leaked key can take out at most that much a day before a person looks.
 */
export const DEFAULT_DAILY_MAX_AMOUNT = 5_000_000;

/** The merchant's daily withdrawal total: its own row, or the default. */
export async function dailyMaxOf(db: Executor, merchantId: string): Promise<number> {
  const [row] = await db
    .select({ dailyMaxAmount: withdrawalSettings.dailyMaxAmount })
    .from(withdrawalSettings)
    .where(eq(withdrawalSettings.merchantId, merchantId))
    .limit(1);
  return row?.dailyMaxAmount ?? DEFAULT_DAILY_MAX_AMOUNT;
}

export async function presentWithdrawalSettings(db: Executor, merchantId: string, now: Date) {
  const dailyMax = await dailyMaxOf(db, merchantId);
  const used = await withdrawnAtOnceSince(db, merchantId, new Date(now.getTime() - DAY_MS));
  return {
    merchant_id: merchantId,
    daily_max_amount: dailyMax,
    daily_used_amount: used,
    daily_remaining_amount: Math.max(0, dailyMax - used),
  };
}

/** The merchant's limit and what is left of it now. A merchant reads its own; another merchant's id is 404. */
export async function getWithdrawalSettings({ ctx, id }: { ctx: Ctx; id: string }) {
  const merchantId = (await getMerchant({ ctx, id })).id;
  return presentWithdrawalSettings(await executor(ctx), merchantId, ctx.now());
}
