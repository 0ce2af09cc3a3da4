import type { z } from "zod";
import { count, desc, sql } from "drizzle-orm";
import { charges } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import { offsetOf, pagination } from "@/server/lists/pagination";
import { refundsOf } from "./charge-rows";
import { chargeFilterWhere } from "./charge-filters";
import { presentCharge } from "./present-charge";
import type { listChargesQuery } from "./schemas";

/** Below this many matches, a search reads its matches through the search indexes and sorts them. */
const SELECTIVE_SEARCH = 10_000;

/** GET /v1/charges: newest first, every filter of the document; each row as GET answers it. */
export async function listCharges({ ctx, input }: { ctx: Ctx; input: z.output<typeof listChargesQuery> }) {
  const db = await executor(ctx);
  const where = chargeFilterWhere(ctx, input);
  const [{ total }] = await db.select({ total: count() }).from(charges).where(where);
  // The planner cannot tell a rare search (a tax id) from a common one (a first name) and walks the
  // (merchant_id, created_at) index newest first, reading every row when matches are rare (seconds
  // on a million rows). Knowing the count, a rare search orders by an expression that index cannot
  // serve, so the matches come from the GIN/email indexes and only they are sorted.
  const newestFirst =
    input.search && total < SELECTIVE_SEARCH
      ? [sql`${charges.createdAt} + interval '0 seconds' desc`, desc(charges.id)]
      : [desc(charges.createdAt), desc(charges.id)];
  const rows = await db
    .select()
    .from(charges)
    .where(where)
    .orderBy(...newestFirst)
    .limit(input.limit)
    .offset(offsetOf(input.page, input.limit));
  // Only charges with refunded_amount > 0 have refunds (every refund raises it).
  const refunds = await refundsOf(
    db,
    rows.filter((r) => r.refundedAmount > 0).map((r) => r.id),
  );
  return {
    data: rows.map((r) => presentCharge(r, refunds.get(r.id) ?? [])),
    pagination: pagination(input.page, input.limit, total),
  };
}
