import type { z } from "zod";
import { count, desc } from "drizzle-orm";
import { charges } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import { offsetOf, pagination } from "@/server/http/pagination";
import { refundsOf } from "./charge-scope";
import { chargeFilterWhere } from "./charge-filters";
import { presentCharge } from "./present-charge";
import type { listChargesQuery } from "./schemas";

/** GET /v1/charges: newest first, every filter of the document; each row as GET answers it. */
export async function listCharges({ ctx, input }: { ctx: Ctx; input: z.output<typeof listChargesQuery> }) {
  const db = await executor(ctx);
  const where = chargeFilterWhere(ctx, input);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(charges).where(where).orderBy(desc(charges.createdAt), desc(charges.id)).limit(input.limit).offset(offsetOf(input.page, input.limit)),
    db.select({ total: count() }).from(charges).where(where),
  ]);
  const refunds = await refundsOf(db, rows.map((r) => r.id));
  return { data: rows.map((r) => presentCharge(r, refunds.get(r.id) ?? [])), pagination: pagination(input.page, input.limit, total) };
}
