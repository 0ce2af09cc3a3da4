import { asc, inArray } from "drizzle-orm";
import { chargeRefunds, charges } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { byIdInTenant } from "@/server/platform/tenancy";
import type { Executor } from "@/server/platform/db";
import { NotFoundError } from "@/server/platform/errors";
import type { ChargeRow, RefundRow } from "./present-charge";

export async function getChargeRowOrThrow(
  ctx: Ctx,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<ChargeRow> {
  const db = await executor(ctx);
  const query = db
    .select()
    .from(charges)
    .where(byIdInTenant(ctx, charges, id))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  if (!row) throw new NotFoundError("charge");
  return row;
}

export async function refundsOf(db: Executor, chargeIds: string[]): Promise<Map<string, RefundRow[]>> {
  const out = new Map<string, RefundRow[]>();
  if (chargeIds.length === 0) return out;
  const rows = await db
    .select()
    .from(chargeRefunds)
    .where(inArray(chargeRefunds.chargeId, chargeIds))
    .orderBy(asc(chargeRefunds.createdAt), asc(chargeRefunds.id));
  for (const r of rows) out.set(r.chargeId, [...(out.get(r.chargeId) ?? []), r]);
  return out;
}
