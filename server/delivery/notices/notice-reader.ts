import { and, eq, type SQL } from "drizzle-orm";
import { merchantNotices } from "@/db/schema";
import type { Ctx } from "@/server/platform/context";
import { tenantWhere } from "@/server/platform/tenancy";

/**
 * The notices a caller may read: a merchant's dashboard user reads its own, within its merchant (the tenant
 * rule and the user both in the WHERE). An API key or an admin has none: notices are for the merchant's people.
 */
export function ownNoticesWhere(ctx: Ctx): SQL | undefined {
  const a = ctx.actor;
  if (a.role !== "merchant" || !a.userId) return undefined;
  return and(tenantWhere(ctx, merchantNotices.merchantId), eq(merchantNotices.userId, a.userId));
}
