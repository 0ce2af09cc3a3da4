import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { chargeRefunds, charges } from "@/db/schema";
import { executor, scopedMerchantId, type Ctx } from "@/server/context";
import type { Executor } from "@/server/db";
import { NotFoundError } from "@/server/http/errors";
import type { ChargeRow, RefundRow } from "./present-charge";

/**
 * The tenant condition for charges: a merchant (or a buyer on its checkout) only ever reaches its
 * own; an admin reaches the merchant it switched to, or any. Another merchant's id is a plain 404.
 */
export function chargeScope(ctx: Ctx, id?: string): SQL | undefined {
  const merchantId = ctx.actor.role === "admin" ? ctx.actor.actingMerchantId : scopedMerchantId(ctx);
  return and(id ? eq(charges.id, id) : undefined, merchantId ? eq(charges.merchantId, merchantId) : undefined);
}

export async function getChargeRowOrThrow(ctx: Ctx, id: string, opts: { forUpdate?: boolean } = {}): Promise<ChargeRow> {
  const db = await executor(ctx);
  const query = db.select().from(charges).where(chargeScope(ctx, id)).limit(1);
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  if (!row) throw new NotFoundError("charge");
  return row;
}

export async function refundsOf(db: Executor, chargeIds: string[]): Promise<Map<string, RefundRow[]>> {
  const out = new Map<string, RefundRow[]>();
  if (chargeIds.length === 0) return out;
  const rows = await db.select().from(chargeRefunds).where(inArray(chargeRefunds.chargeId, chargeIds)).orderBy(asc(chargeRefunds.createdAt), asc(chargeRefunds.id));
  for (const r of rows) out.set(r.chargeId, [...(out.get(r.chargeId) ?? []), r]);
  return out;
}
