import type { apiKeys } from "@/db/schema";
import { recordAudit } from "@/server/platform/audit/record-audit";
import { isAdmin, type Ctx } from "@/server/platform/context";

type KeyRow = typeof apiKeys.$inferSelect;

/**
 * An admin disabling, enabling or revoking a key is recorded in the audit log, in the transaction of
 * the change (ctx); a merchant managing its own keys is not an admin action. Names and whitelists are
 * not status changes and are not recorded.
 */
export async function auditKeyChange(ctx: Ctx, before: KeyRow, after: KeyRow | null): Promise<void> {
  if (!isAdmin(ctx)) return;
  if (after && after.status === before.status) return;
  await recordAudit(ctx, {
    action: !after ? "api_key.revoked" : after.status === "inactive" ? "api_key.disabled" : "api_key.enabled",
    targetType: "api_key",
    targetId: before.id,
    merchantId: before.merchantId,
    before: { name: before.name, public_key: before.publicKey, status: before.status },
    after: after ? { status: after.status } : null,
  });
}
