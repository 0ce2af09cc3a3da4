import { and, eq, gte, lte, type SQL } from "drizzle-orm";
import { chargeDailyRollups } from "@/db/schema";
import type { Ctx } from "@/server/platform/context";
import { tenantWhere } from "@/server/platform/tenancy";
import type { ChargeFilterInput } from "./schemas";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** `date_from` as a UTC day when it starts one (a date, or a timestamp at 00:00 UTC); else null. */
function fromDay(dateFrom: string): string | null {
  if (DATE_ONLY.test(dateFrom)) return dateFrom;
  const at = Date.parse(dateFrom);
  return at % DAY_MS === 0 ? new Date(at).toISOString().slice(0, 10) : null;
}

/**
 * The WHERE on `charge_daily_rollups` that counts exactly the charges `chargeFilterWhere` selects,
 * or null when the filters go below what a daily rollup keeps (search, amounts, installments, payment
 * link, a time of day): those are read from the charges themselves. `date_to` as a timestamp is
 * "at or before that instant" and never lines up with a day boundary, so only a date qualifies.
 */
export function rollupWhere(ctx: Ctx, f: ChargeFilterInput): { where: SQL | undefined } | null {
  if (f.search || f.amount_min !== undefined || f.amount_max !== undefined) return null;
  if (f.installments !== undefined || f.payment_link_id) return null;
  const from = f.date_from ? fromDay(f.date_from) : undefined;
  if (from === null) return null;
  if (f.date_to && !DATE_ONLY.test(f.date_to)) return null;
  const r = chargeDailyRollups;
  return {
    where: and(
      tenantWhere(ctx, r.merchantId, f.merchant_id),
      f.status ? eq(r.status, f.status) : undefined,
      f.payment_method ? eq(r.paymentMethod, f.payment_method) : undefined,
      f.currency ? eq(r.currency, f.currency) : undefined,
      from ? gte(r.day, from) : undefined,
      f.date_to ? lte(r.day, f.date_to) : undefined,
    ),
  };
}
