import { asc, getTableColumns, inArray, sql } from "drizzle-orm";
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

/** A refund as `refundsColumn` reads it: JSON, so its instant is a string. */
interface RefundJson {
  id: string;
  charge_id: string;
  merchant_id: string;
  amount: number;
  reason: string | null;
  acquirer_reference: string | null;
  created_at: string;
}

/**
 * A charge's refunds, oldest first, read in the statement that reads the charge (a subquery by the refunds'
 * charge index), so a page of charges or one charge is one round trip, not two. NULL when refunded_amount is
 * 0: every refund raises it, so there is none to look for. The charge's id is written with its table: drizzle
 * leaves a one-table select's columns bare, and a bare "id" in the subquery would be the refund's. The refunds
 * are the charge's merchant's too: the charge's row passed the tenant rule, and its merchant bounds the subquery.
 */
const refundsColumn = sql<RefundJson[] | null>`case when ${charges.refundedAmount} > 0 then (
  select json_agg(json_build_object(
    'id', r.id, 'charge_id', r.charge_id, 'merchant_id', r.merchant_id, 'amount', r.amount,
    'reason', r.reason, 'acquirer_reference', r.acquirer_reference, 'created_at', r.created_at
  ) order by r.created_at, r.id)
  from ${chargeRefunds} r
  where r.charge_id = ${charges}.${sql.identifier(charges.id.name)}
    and r.merchant_id = ${charges}.${sql.identifier(charges.merchantId.name)}
) end`;

/** Every column of a charge and its refunds (`refundsColumn`), for `db.select(...)` of the charges table. */
export const chargeWithRefunds = { ...getTableColumns(charges), refunds: refundsColumn };

/** The refund rows of a row read with `chargeWithRefunds`, as refundsOf() returns them. */
export function refundRowsOf(refunds: RefundJson[] | null): RefundRow[] {
  return (refunds ?? []).map((r) => ({
    id: r.id,
    chargeId: r.charge_id,
    merchantId: r.merchant_id,
    amount: Number(r.amount),
    reason: r.reason,
    acquirerReference: r.acquirer_reference,
    createdAt: new Date(r.created_at),
  }));
}
