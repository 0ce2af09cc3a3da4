import type { z } from "zod";
import { and, asc, count, eq, gte, lte } from "drizzle-orm";
import { receivables } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import { offsetOf, pagination } from "@/server/http/pagination";
import { presentReceivable, receivableScope } from "./receivable-scope";
import type { listReceivablesQuery } from "./schemas";

/** Receivables by settlement date, soonest first. */
export async function listReceivables({ ctx, input }: { ctx: Ctx; input: z.output<typeof listReceivablesQuery> }) {
  const db = await executor(ctx);
  const where = and(
    receivableScope(ctx, input),
    input.currency ? eq(receivables.currency, input.currency) : undefined,
    input.status ? eq(receivables.status, input.status) : undefined,
    input.payment_method ? eq(receivables.paymentMethod, input.payment_method) : undefined,
    input.settlement_date_from ? gte(receivables.settlementDate, input.settlement_date_from) : undefined,
    input.settlement_date_to ? lte(receivables.settlementDate, input.settlement_date_to) : undefined,
    input.charge_id ? eq(receivables.chargeId, input.charge_id) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(receivables)
      .where(where)
      .orderBy(asc(receivables.settlementDate), asc(receivables.chargeId), asc(receivables.installmentNumber), asc(receivables.id))
      .limit(input.limit)
      .offset(offsetOf(input.page, input.limit)),
    db.select({ total: count() }).from(receivables).where(where),
  ]);
  return { data: rows.map(presentReceivable), pagination: pagination(input.page, input.limit, total) };
}
