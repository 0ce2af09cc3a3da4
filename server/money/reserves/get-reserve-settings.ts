import type { Ctx } from "@/server/platform/context";
import { getMerchant } from "@/server/accounts/merchants/get-merchant";
import { reserveSettingsOf, type ReserveSettings } from "./reserve-settings";
import type { ReserveSettingsView } from "./schemas";

export function presentReserveSettings(merchantId: string, s: ReserveSettings, custom: boolean): ReserveSettingsView {
  return {
    merchant_id: merchantId,
    custom,
    refund_allowance: s.refundAllowance,
    rolling_reserve_bp: s.rollingReserveBp,
    rolling_reserve_days: s.rollingReserveDays,
  };
}

/** GET /v1/merchants/{id}/reserve-settings: a merchant sees its own (another's id is 404), an admin any. */
export async function getReserveSettings({ ctx, id }: { ctx: Ctx; id: string }): Promise<ReserveSettingsView> {
  const merchantId = (await getMerchant({ ctx, id })).id;
  const { custom, ...s } = await reserveSettingsOf(ctx, merchantId);
  return presentReserveSettings(merchantId, s, custom);
}
