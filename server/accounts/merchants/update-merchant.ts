import type { z } from "zod";
import { eq } from "drizzle-orm";
import { merchants } from "@/db/schema";
import { recordAudit } from "@/server/platform/audit/record-audit";
import { forgetSessionStatus } from "@/server/accounts/auth/session-status";
import { forgetActiveKeys } from "@/server/accounts/api-keys/active-key-cache";
import { inTransaction, type Ctx, requireAdmin } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { log } from "@/server/platform/log";
import { merchantDocument } from "./merchant-document";
import { presentMerchant } from "./present-merchant";
import type { MerchantView, updateMerchantBody } from "./schemas";

/**
 * Admins only: renames a merchant, sets its document, or suspends (`inactive`) or reactivates it.
 * Suspending stops its key pairs and its users' sessions at their next request
 * (docs/api/authentication.md, "Session checks"). The row is locked while it changes, so the
 * audit event's `before` is what was replaced.
 */
export async function updateMerchant({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: z.output<typeof updateMerchantBody>;
}): Promise<MerchantView> {
  requireAdmin(ctx);
  const document = merchantDocument(input.document);
  const row = await inTransaction(ctx, async (t) => {
    const [before] = await t.tx.select().from(merchants).where(eq(merchants.id, id)).for("update");
    if (!before) throw new NotFoundError("merchant");
    const set = {
      ...(input.name !== undefined && { name: input.name }),
      ...(document !== undefined && { document }),
      ...(input.status !== undefined && { status: input.status }),
    };
    const [after] = await t.tx.update(merchants).set(set).where(eq(merchants.id, id)).returning();
    const statusChanged = after.status !== before.status;
    const detailsChanged = after.name !== before.name || after.document !== before.document;
    if (statusChanged)
      await recordAudit(t, {
        action: after.status === "inactive" ? "merchant.suspended" : "merchant.reactivated",
        targetType: "merchant",
        targetId: id,
        merchantId: id,
        before: { status: before.status },
        after: { status: after.status },
      });
    if (detailsChanged)
      await recordAudit(t, {
        action: "merchant.updated",
        targetType: "merchant",
        targetId: id,
        merchantId: id,
        before: { name: before.name, document: before.document },
        after: { name: after.name, document: after.document },
      });
    return after;
  });
  if (input.status !== undefined) {
    // The cached facts of this merchant's users name its status: forget them all, once committed.
    forgetSessionStatus();
    forgetActiveKeys();
    log.info("merchant status changed", { merchantId: id, status: row.status, requestId: ctx.requestId });
  }
  return presentMerchant(row);
}
