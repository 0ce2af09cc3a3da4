import { eq } from "drizzle-orm";
import { merchantReserveSettings } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";

/**
 * What a merchant without a row gets (docs/api/risk.md): a refund must be covered by the charge's unsettled
 * receivables plus `main` (no allowance below zero), and no rolling reserve; a reserve an admin turns on
 * holds for 30 days unless told otherwise (the chargeback window of most card disputes).
 */
export const DEFAULT_RESERVE_SETTINGS = {
  refundAllowance: 0,
  rollingReserveBp: 0,
  rollingReserveDays: 30,
};

export type ReserveSettings = typeof DEFAULT_RESERVE_SETTINGS;

export async function reserveSettingsOf(ctx: Ctx, merchantId: string): Promise<ReserveSettings & { custom: boolean }> {
  const db = await executor(ctx);
  const [row] = await db
    .select()
    .from(merchantReserveSettings)
    .where(eq(merchantReserveSettings.merchantId, merchantId))
    .limit(1);
  if (!row) return { ...DEFAULT_RESERVE_SETTINGS, custom: false };
  return {
    refundAllowance: row.refundAllowance,
    rollingReserveBp: row.rollingReserveBp,
    rollingReserveDays: row.rollingReserveDays,
    custom: true,
  };
}
