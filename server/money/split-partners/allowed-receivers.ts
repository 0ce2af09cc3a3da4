import { and, eq, inArray } from "drizzle-orm";
import { merchants, splitPartners } from "@/db/schema";
import type { Executor } from "@/server/platform/db";

/**
 * Of `ids`, the merchants that `merchantId` may name in its split rules: itself, and the active
 * merchants an admin made its partners. A missing merchant and one without a relation are the same
 * "not allowed", so that a split request does not tell whether an id exists (docs/api/splits.md).
 */
export async function allowedSplitReceivers(db: Executor, merchantId: string, ids: string[]): Promise<Set<string>> {
  const others = ids.filter((id) => id !== merchantId);
  const allowed = new Set(ids.includes(merchantId) ? [merchantId] : []);
  if (others.length === 0) return allowed;
  const rows = await db
    .select({ id: splitPartners.partnerId })
    .from(splitPartners)
    .innerJoin(merchants, eq(merchants.id, splitPartners.partnerId))
    .where(
      and(
        eq(splitPartners.merchantId, merchantId),
        inArray(splitPartners.partnerId, others),
        eq(merchants.status, "active"),
      ),
    );
  for (const r of rows) allowed.add(r.id);
  return allowed;
}
