import type { z } from "zod";
import { and, asc, count, eq, gte, inArray, lte } from "drizzle-orm";
import { receivables } from "@/db/schema";
import { chargeContexts } from "@/server/payments/charge-context/charge-context";
import { chargesNamed } from "@/server/payments/charge-context/search";
import { executor, type Ctx } from "@/server/platform/context";
import { pageOf } from "@/server/platform/lists/pagination";
import { presentReceivable } from "./present-receivable";
import type { listReceivablesQuery } from "./schemas";
import { ownerWhere } from "@/server/platform/tenancy";

/** Receivables by settlement date, soonest first. */
export async function listReceivables({ ctx, input }: { ctx: Ctx; input: z.output<typeof listReceivablesQuery> }) {
  const db = await executor(ctx);
  const where = and(
    ownerWhere(ctx, input, { ownerType: receivables.ownerType, ownerId: receivables.merchantId }),
    input.currency ? eq(receivables.currency, input.currency) : undefined,
    input.status ? eq(receivables.status, input.status) : undefined,
    input.payment_method ? eq(receivables.paymentMethod, input.payment_method) : undefined,
    input.settlement_date_from ? gte(receivables.settlementDate, input.settlement_date_from) : undefined,
    input.settlement_date_to ? lte(receivables.settlementDate, input.settlement_date_to) : undefined,
    input.charge_id ? eq(receivables.chargeId, input.charge_id) : undefined,
    input.search ? inArray(receivables.chargeId, chargesNamed(ctx, db, input.search)) : undefined,
  );
  return pageOf(input, {
    rows: (limit, offset) =>
      db
        .select()
        .from(receivables)
        .where(where)
        .orderBy(
          asc(receivables.settlementDate),
          asc(receivables.chargeId),
          asc(receivables.installmentNumber),
          asc(receivables.id),
        )
        .limit(limit)
        .offset(offset),
    total: async () => (await db.select({ total: count() }).from(receivables).where(where))[0].total,
    present: async (rows) => {
      const about = await chargeContexts(
        ctx,
        db,
        rows.map((r) => r.chargeId),
      );
      return rows.map((r) => ({ ...presentReceivable(r), charge: about.get(r.chargeId) ?? null }));
    },
  });
}
