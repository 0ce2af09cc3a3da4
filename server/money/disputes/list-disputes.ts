import type { z } from "zod";
import { and, asc, count, eq, gte, lt } from "drizzle-orm";
import { disputes } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { pageOf } from "@/server/platform/lists/pagination";
import { tenantWhere } from "@/server/platform/tenancy";
import { boundOf } from "@/server/money/wallets/date-range";
import { presentDisputes } from "./present-dispute";
import type { listDisputesQuery } from "./schemas";

/** Soonest deadline first: the queue a merchant works through. */
export async function listDisputes({ ctx, input }: { ctx: Ctx; input: z.output<typeof listDisputesQuery> }) {
  const db = await executor(ctx);
  const where = and(
    tenantWhere(ctx, disputes.merchantId, input.merchant_id),
    input.status ? eq(disputes.status, input.status) : undefined,
    input.reason ? eq(disputes.reason, input.reason) : undefined,
    input.kind ? eq(disputes.kind, input.kind) : undefined,
    input.charge_id ? eq(disputes.chargeId, input.charge_id) : undefined,
    input.due_from ? gte(disputes.dueBy, boundOf(input.due_from, "start")) : undefined,
    input.due_to ? lt(disputes.dueBy, boundOf(input.due_to, "end")) : undefined,
  );
  return pageOf(input, {
    rows: (limit, offset) =>
      db
        .select()
        .from(disputes)
        .where(where)
        .orderBy(asc(disputes.dueBy), asc(disputes.id))
        .limit(limit)
        .offset(offset),
    total: async () => (await db.select({ total: count() }).from(disputes).where(where))[0].total,
    present: (rows) => presentDisputes(db, rows),
  });
}
