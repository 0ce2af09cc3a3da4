import type { z } from "zod";
import { eq } from "drizzle-orm";
import { merchants } from "@/db/schema";
import { recordAudit } from "@/server/platform/audit/record-audit";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { NotFoundError, PermissionError } from "@/server/platform/errors";
import { forgetSessionStatus } from "@/server/accounts/auth/session-status";
import { requireStepUp } from "@/server/accounts/auth/step-up";
import { getMerchant } from "./get-merchant";
import { presentSecuritySettings } from "./get-security-settings";
import type { SecuritySettingsView, updateSecuritySettingsBody } from "./schemas";

/**
 * Turns `require_two_factor` on or off for a merchant: by its own dashboard users after a step-up
 * (server/accounts/auth/step-up.ts), or by an admin. A merchant's API key cannot: the rule guards the
 * dashboard against a stolen password, and a leaked secret key must not be able to lower it.
 * Users without TOTP are held at the enrolment from their next request (within 5 s on other instances).
 */
export async function updateSecuritySettings({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: z.output<typeof updateSecuritySettingsBody>;
}): Promise<SecuritySettingsView> {
  const { id: merchantId } = await getMerchant({ ctx, id });
  if (ctx.actor.role === "merchant" && ctx.actor.via !== "session")
    throw new PermissionError(
      "The merchant's two-factor rule is changed from the dashboard, or by an admin.",
      "session_required",
    );
  await requireStepUp(ctx, "change the two-factor rule");
  const row = await inTransaction(ctx, async (t) => {
    const [before] = await t.tx.select().from(merchants).where(eq(merchants.id, merchantId)).for("update");
    if (!before) throw new NotFoundError("merchant");
    const [after] = await t.tx
      .update(merchants)
      .set({ requireTwoFactor: input.require_two_factor })
      .where(eq(merchants.id, merchantId))
      .returning();
    if (after.requireTwoFactor !== before.requireTwoFactor)
      await recordAudit(t, {
        action: "security_settings.updated",
        targetType: "merchant",
        targetId: merchantId,
        merchantId,
        before: { require_two_factor: before.requireTwoFactor },
        after: { require_two_factor: after.requireTwoFactor },
      });
    return after;
  });
  // The cached facts of its users say whether they must have TOTP: forget them, once committed.
  forgetSessionStatus();
  return presentSecuritySettings(row);
}
