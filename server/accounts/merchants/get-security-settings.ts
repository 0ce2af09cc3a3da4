import type { Ctx } from "@/server/platform/context";
import { getMerchant } from "./get-merchant";
import type { SecuritySettingsView } from "./schemas";

export function presentSecuritySettings(row: { id: string; requireTwoFactor: boolean }): SecuritySettingsView {
  return { object: "security_settings", merchant_id: row.id, require_two_factor: row.requireTwoFactor };
}

/** A merchant's dashboard security rules: its own, or any for an admin (another merchant's id is 404). */
export async function getSecuritySettings({ ctx, id }: { ctx: Ctx; id: string }): Promise<SecuritySettingsView> {
  return presentSecuritySettings(await getMerchant({ ctx, id }));
}
