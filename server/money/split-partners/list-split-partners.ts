import type { z } from "zod";
import { count, desc, eq, or, type SQL } from "drizzle-orm";
import { splitPartners } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { pageOf } from "@/server/platform/lists/pagination";
import { merchantInScope, tenantOf } from "@/server/platform/tenancy";
import { presentSplitPartner } from "./present";
import type { listSplitPartnersQuery } from "./schemas";

/**
 * A relation belongs to both its merchants: each sees the relations in which it charges or
 * receives (the receiver must be able to see who may send it parts, and their liabilities).
 */
export function splitPartnerWhere(ctx: Ctx, requested?: string): SQL | undefined {
  if (tenantOf(ctx.actor).kind === "nobody") return eq(splitPartners.id, "00000000-0000-0000-0000-000000000000");
  const merchantId = merchantInScope(ctx, requested);
  return merchantId ? or(eq(splitPartners.merchantId, merchantId), eq(splitPartners.partnerId, merchantId)) : undefined;
}

export async function listSplitPartners({ ctx, input }: { ctx: Ctx; input: z.output<typeof listSplitPartnersQuery> }) {
  const db = await executor(ctx);
  const where = splitPartnerWhere(ctx, input.merchant_id);
  return pageOf(input, {
    rows: (limit, offset) =>
      db
        .select()
        .from(splitPartners)
        .where(where)
        .orderBy(desc(splitPartners.createdAt), desc(splitPartners.id))
        .limit(limit)
        .offset(offset),
    total: async () => (await db.select({ total: count() }).from(splitPartners).where(where))[0].total,
    present: (rows) => rows.map(presentSplitPartner),
  });
}
