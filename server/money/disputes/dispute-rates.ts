import { sql } from "drizzle-orm";
import { executor, requireAdmin, type Ctx } from "@/server/platform/context";
import { queryRows } from "@/server/platform/db";

/** Where the card networks' monitoring programs start looking at a merchant (Visa VDMP, Mastercard ECM). */
export const DISPUTE_RATE_THRESHOLD = 0.009;

const DAY = 86_400_000;

/**
 * Admin only: per merchant with any card charge or dispute in the window, card disputes opened ÷ card charges
 * captured in it (the networks' measure: Pix MED reports count in neither), with the open disputes of every kind and
 * the amount they put at stake. Highest rate first.
 */
export async function disputeRates({ ctx, days }: { ctx: Ctx; days: number }) {
  requireAdmin(ctx, "see every merchant's dispute rate");
  const db = await executor(ctx);
  const since = new Date(ctx.now().getTime() - days * DAY).toISOString();
  const rows = await queryRows<{
    merchant_id: string;
    merchant_name: string;
    captured_charges: string;
    disputes: string;
    open_disputes: string;
    amount_at_stake: string;
  }>(
    db,
    sql`select m.id as merchant_id, m.name as merchant_name,
          (select count(*) from charges c where c.merchant_id = m.id and c.payment_method <> 'pix'
             and c.captured_at >= ${since}) as captured_charges,
          (select count(*) from disputes d where d.merchant_id = m.id and d.kind = 'card'
             and d.created_at >= ${since}) as disputes,
          (select count(*) from disputes d where d.merchant_id = m.id
             and d.status in ('warning_needs_response', 'needs_response', 'under_review')) as open_disputes,
          (select coalesce(sum(d.amount), 0) from disputes d where d.merchant_id = m.id
             and d.status in ('warning_needs_response', 'needs_response', 'under_review')) as amount_at_stake
        from merchants m
        where exists (select 1 from disputes d where d.merchant_id = m.id)
           or exists (select 1 from charges c where c.merchant_id = m.id and c.captured_at >= ${since})
        order by m.name`,
  );
  return rows
    .map((r) => {
      const captured = Number(r.captured_charges);
      const count = Number(r.disputes);
      const rate = captured > 0 ? count / captured : count > 0 ? 1 : 0;
      return {
        merchant_id: r.merchant_id,
        merchant_name: r.merchant_name,
        captured_charges: captured,
        disputes: count,
        open_disputes: Number(r.open_disputes),
        amount_at_stake: Number(r.amount_at_stake),
        rate,
        above_threshold: rate > DISPUTE_RATE_THRESHOLD,
      };
    })
    .sort((a, b) => b.rate - a.rate);
}
