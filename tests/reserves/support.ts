import { systemCtx } from "@/server/platform/context";
import { updateReserveSettings } from "@/server/money/reserves/update-reserve-settings";

/** An admin (the operator's CLI) sets a merchant's refund allowance or rolling reserve. */
export async function setReserveSettings(
  merchantId: string,
  input: { refund_allowance?: number; rolling_reserve_bp?: number; rolling_reserve_days?: number },
) {
  return updateReserveSettings({ ctx: systemCtx(), id: merchantId, input });
}
