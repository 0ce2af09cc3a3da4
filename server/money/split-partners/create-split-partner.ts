import type { z } from "zod";
import { and, eq } from "drizzle-orm";
import { merchants, splitPartners } from "@/db/schema";
import { recordAudit } from "@/server/platform/audit/record-audit";
import { inTransaction, type Actor, type Ctx, requireAdmin } from "@/server/platform/context";
import { ValidationError } from "@/server/platform/errors";
import { newId } from "@/server/platform/ids";
import { presentSplitPartner } from "./present";
import type { createSplitPartnerBody } from "./schemas";

function actorLabel(actor: Actor): string {
  if ("userId" in actor && actor.userId) return `user:${actor.userId}`;
  if ("apiKeyId" in actor && actor.apiKeyId) return `key:${actor.apiKeyId}`;
  return "via" in actor ? actor.via : actor.role;
}

/**
 * Lets `merchant_id` name `partner_id` in its split rules (docs/api/splits.md). Admins only: the
 * relation is the receiver's consent, given through the platform, so a merchant cannot grant it
 * to itself. Creating an existing relation answers the existing one.
 */
export async function createSplitPartner({ ctx, input }: { ctx: Ctx; input: z.output<typeof createSplitPartnerBody> }) {
  requireAdmin(ctx);
  if (input.merchant_id === input.partner_id)
    throw new ValidationError("A merchant may always name itself; no relation is needed.", "partner_id");
  return inTransaction(ctx, async (t) => {
    for (const param of ["merchant_id", "partner_id"] as const) {
      const [found] = await t.tx
        .select({ id: merchants.id })
        .from(merchants)
        .where(eq(merchants.id, input[param]))
        .limit(1);
      if (!found) throw new ValidationError("No such merchant.", param);
    }
    const [inserted] = await t.tx
      .insert(splitPartners)
      .values({
        id: newId(),
        merchantId: input.merchant_id,
        partnerId: input.partner_id,
        createdBy: actorLabel(ctx.actor),
        createdAt: ctx.now(),
      })
      .onConflictDoNothing()
      .returning();
    // Answering an existing relation again changes nothing, so it is not an action to record.
    if (inserted)
      await recordAudit(t, {
        action: "split_partner.created",
        targetType: "split_partner",
        targetId: inserted.id,
        merchantId: inserted.merchantId,
        after: { merchant_id: inserted.merchantId, partner_id: inserted.partnerId },
      });
    const [row] = await t.tx
      .select()
      .from(splitPartners)
      .where(and(eq(splitPartners.merchantId, input.merchant_id), eq(splitPartners.partnerId, input.partner_id)));
    return presentSplitPartner(row);
  });
}
