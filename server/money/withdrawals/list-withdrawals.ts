import type { z } from "zod";
import { and, count, desc, eq } from "drizzle-orm";
import { withdrawals } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { pageOf } from "@/server/platform/lists/pagination";
import { tenantWhere } from "@/server/platform/tenancy";
import { presentWithdrawal } from "./present-withdrawal";
import type { listWithdrawalsQuery } from "./schemas";

/** Newest first; a merchant sees its own, an admin everyone's or one merchant's (`merchant_id`). */
export async function listWithdrawals({ ctx, input }: { ctx: Ctx; input: z.output<typeof listWithdrawalsQuery> }) {
  const db = await executor(ctx);
  const where = and(
    tenantWhere(ctx, withdrawals.merchantId, input.merchant_id),
    input.status ? eq(withdrawals.status, input.status) : undefined,
    input.method ? eq(withdrawals.method, input.method) : undefined,
    input.currency ? eq(withdrawals.currency, input.currency) : undefined,
  );
  const { data, pagination } = await pageOf(
    { page: input.page, limit: input.per_page },
    {
      rows: (limit, offset) =>
        db
          .select()
          .from(withdrawals)
          .where(where)
          .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
          .limit(limit)
          .offset(offset),
      total: async () => (await db.select({ total: count() }).from(withdrawals).where(where))[0].total,
      present: (rows) => rows.map(presentWithdrawal),
    },
  );
  // The interface document pages withdrawals with `per_page`, so the answer names it the same way.
  const { limit, ...rest } = pagination;
  return { data, pagination: { page: rest.page, per_page: limit, total: rest.total, total_pages: rest.total_pages } };
}
