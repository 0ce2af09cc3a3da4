import type { z } from "zod";
import { and, eq } from "drizzle-orm";
import { anticipations } from "@/db/schema";
import { recordAudit } from "@/server/platform/audit/record-audit";
import { inTransaction, type Ctx, requireAdmin } from "@/server/platform/context";
import { lockActiveMerchant } from "@/server/accounts/merchants/lock-active-merchant";
import { byIdInTenant } from "@/server/platform/tenancy";
import { completeAnticipation } from "./complete-anticipation";
import { getAnticipation } from "./get-anticipation";
import type { decisionBody } from "./schemas";
import { emit, refuseTransition, releaseReceivables } from "./transitions";

function adminOnly(ctx: Ctx): void {
  requireAdmin(ctx, "approve or reject an anticipation");
}

/** Admin: a pending anticipation above the merchant's limits is approved and paid out. */
export async function approveAnticipation({
  ctx,
  id,
}: {
  ctx: Ctx;
  id: string;
  input?: z.output<typeof decisionBody>;
}) {
  adminOnly(ctx);
  await inTransaction(ctx, async (t) => {
    const now = t.now();
    // A suspended merchant's anticipation waits: it may be rejected, not approved, until reactivation.
    const [found] = await t.tx
      .select({ merchantId: anticipations.merchantId })
      .from(anticipations)
      .where(byIdInTenant(t, anticipations, id));
    if (found) await lockActiveMerchant(t, found.merchantId);
    const [row] = await t.tx
      .update(anticipations)
      .set({ status: "processing", approval: "manual", approvedAt: now, updatedAt: now })
      .where(and(byIdInTenant(t, anticipations, id), eq(anticipations.status, "pending")))
      .returning();
    if (!row) return refuseTransition(t, id, "approved");
    await emit(t, row, "anticipation.processing");
    await recordAudit(t, {
      action: "anticipation.approved",
      targetType: "anticipation",
      targetId: id,
      merchantId: row.merchantId,
      before: { status: "pending" },
      after: { status: row.status, amount: row.amount, net_amount: row.netAmount },
    });
  });
  await completeAnticipation({ ctx, id });
  return getAnticipation({ ctx, id });
}

/** Admin: a pending anticipation is rejected, with a reason the merchant sees; its receivables are `pending` again. */
export async function rejectAnticipation({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: z.output<typeof decisionBody>;
}) {
  adminOnly(ctx);
  await inTransaction(ctx, async (t) => {
    const now = t.now();
    const [row] = await t.tx
      .update(anticipations)
      .set({ status: "rejected", approval: "manual", reason: input.reason ?? null, rejectedAt: now, updatedAt: now })
      .where(and(byIdInTenant(t, anticipations, id), eq(anticipations.status, "pending")))
      .returning();
    if (!row) return refuseTransition(t, id, "rejected");
    await releaseReceivables(t.tx, id, now);
    await emit(t, row, "anticipation.rejected");
    await recordAudit(t, {
      action: "anticipation.rejected",
      targetType: "anticipation",
      targetId: id,
      merchantId: row.merchantId,
      before: { status: "pending" },
      after: { status: row.status, amount: row.amount, reason: row.reason },
    });
  });
  return getAnticipation({ ctx, id });
}
