import type { z } from "zod";
import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { anticipations } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { pageOf } from "@/server/platform/lists/pagination";
import { boundOf } from "@/server/money/wallets/date-range";
import { ownerInScope } from "@/server/platform/tenancy";
import { presentMany } from "./present-anticipation";
import type { listAnticipationsQuery, summaryQuery } from "./schemas";

/** The tenant and the owner filters: anticipations are merchants'; `owner_type=platform` matches none. */
export function scopeWhere(
  ctx: Ctx,
  input: z.output<typeof summaryQuery> | z.output<typeof listAnticipationsQuery>,
): SQL | undefined {
  const owner = ownerInScope(ctx, input);
  return and(
    owner.merchantId ? eq(anticipations.merchantId, owner.merchantId) : undefined,
    owner.ownerType === "platform" ? sql`false` : undefined,
    input.date_from ? gte(anticipations.createdAt, boundOf(input.date_from, "start")) : undefined,
    input.date_to ? lt(anticipations.createdAt, boundOf(input.date_to, "end")) : undefined,
  );
}

/** Newest first. */
export async function listAnticipations({ ctx, input }: { ctx: Ctx; input: z.output<typeof listAnticipationsQuery> }) {
  const db = await executor(ctx);
  const where = and(
    scopeWhere(ctx, input),
    input.status ? eq(anticipations.status, input.status) : undefined,
    input.anticipation_type ? eq(anticipations.type, input.anticipation_type) : undefined,
  );
  return pageOf(input, {
    rows: (limit, offset) =>
      db
        .select()
        .from(anticipations)
        .where(where)
        .orderBy(desc(anticipations.createdAt), desc(anticipations.id))
        .limit(limit)
        .offset(offset),
    total: async () => (await db.select({ total: count() }).from(anticipations).where(where))[0].total,
    present: (rows) => presentMany(db, rows),
  });
}
