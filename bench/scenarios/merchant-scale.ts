/**
 * Scenario "scale": one merchant with a million charges of its own beside one with 10,000, in the same
 * table (with whatever the list scenario seeded before). The same dashboard requests for both, through
 * the app; the targets ask the big merchant's p95 to stay under fixed ceilings and within 2× of the
 * small one's: nothing a merchant asks may grow with its own size.
 */
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/server/platform/db";
import type { LoadResult } from "../lib/load";
import type { Plan } from "../lib/explain";
import type { BenchMerchant } from "../lib/seed";

export interface ScaleQuery {
  name: string;
  path: string;
  /** p95 ceiling of the target, in ms. */
  ceilingMs: number;
  big: LoadResult;
  small: LoadResult;
  plans: Plan[];
}

export interface ScaleResult {
  bigRows: number;
  smallRows: number;
  tableRows: number;
  seedSeconds: number;
  /** Rows per second of the generate_series seeding (triggers and every index included). */
  seedRowsPerSecond: number;
  tableGb: number;
  /** Pix charges, disputes and withdrawals beside the card charges (absent from runs before they were seeded). */
  mix?: { big: MerchantMix; small: MerchantMix };
  queries: ScaleQuery[];
}

function isoDate(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The dashboard's requests, with their targets; `deepCursor` is a charge 100,000 down the list, and `receiptOf`
 * a completed withdrawal of the merchant, whose receipt the warm-up draws once (issue 30: "withdrawal receipt
 * ≤ 20 ms p95 after the first render", so the timed requests are served from storage, as every later one is).
 */
export function scaleQueries(
  deepCursor: string,
  receiptOf: string,
): Array<{ name: string; path: string; ceilingMs: number }> {
  return [
    { name: "list", path: "/v1/charges?limit=20", ceilingMs: 25 },
    {
      name: "list_filtered",
      path: `/v1/charges?status=captured&date_from=${isoDate(90)}&date_to=${isoDate(0)}&limit=20`,
      ceilingMs: 25,
    },
    { name: "list_search", path: "/v1/charges?search=maria&limit=20", ceilingMs: 50 },
    { name: "list_search_rare", path: "/v1/charges?search=maria%20teixeira%2042&limit=20", ceilingMs: 50 },
    { name: "list_deep_cursor", path: `/v1/charges?limit=20&starting_after=${deepCursor}`, ceilingMs: 25 },
    { name: "summary", path: "/v1/charges/summary", ceilingMs: 25 },
    { name: "summary_30d", path: `/v1/charges/summary?date_from=${isoDate(30)}`, ceilingMs: 25 },
    { name: "revenue_chart", path: "/v1/charges/revenue-chart", ceilingMs: 25 },
    // What the Pix charges, disputes and withdrawals of the mix (bench/lib/seed-mix.ts) feed.
    { name: "list_pix", path: "/v1/charges?payment_method=pix&limit=20", ceilingMs: 25 },
    { name: "list_pix_pending", path: "/v1/charges?payment_method=pix&status=pending&limit=20", ceilingMs: 25 },
    { name: "summary_pix", path: "/v1/charges/summary?payment_method=pix", ceilingMs: 25 },
    { name: "summary_pix_30d", path: `/v1/charges/summary?payment_method=pix&date_from=${isoDate(30)}`, ceilingMs: 25 },
    { name: "revenue_chart_pix", path: "/v1/charges/revenue-chart?payment_method=pix", ceilingMs: 25 },
    { name: "disputes", path: "/v1/disputes?limit=20", ceilingMs: 25 },
    { name: "disputes_open", path: "/v1/disputes?status=needs_response&limit=20", ceilingMs: 25 },
    { name: "disputes_pix_med", path: "/v1/disputes?kind=pix_med&limit=20", ceilingMs: 25 },
    { name: "withdrawals", path: "/v1/withdrawals?per_page=20", ceilingMs: 25 },
    { name: "withdrawals_failed", path: "/v1/withdrawals?status=failed&per_page=20", ceilingMs: 25 },
    { name: "withdrawals_summary", path: "/v1/withdrawals/summary", ceilingMs: 25 },
    { name: "withdrawal_receipt", path: `/v1/withdrawals/${receiptOf}/receipt`, ceilingMs: 20 },
  ];
}

/** What each merchant of the scenario holds besides card charges (bench/lib/seed-mix.ts). */
export interface MerchantMix {
  cardCharges: number;
  pixCharges: number;
  disputes: number;
  pixMedDisputes: number;
  withdrawals: number;
}

/** The merchant's rows as the app counts them: charges by method, disputes by kind, withdrawals. */
export async function mixOf(merchantId: string): Promise<MerchantMix> {
  const [row] = await queryRows<Record<keyof MerchantMix, string>>(
    await getDb(),
    sql`select
      (select count(*) from charges where merchant_id = ${merchantId} and payment_method <> 'pix') as "cardCharges",
      (select count(*) from charges where merchant_id = ${merchantId} and payment_method = 'pix') as "pixCharges",
      (select count(*) from disputes where merchant_id = ${merchantId}) as "disputes",
      (select count(*) from disputes where merchant_id = ${merchantId} and kind = 'pix_med') as "pixMedDisputes",
      (select count(*) from withdrawals where merchant_id = ${merchantId}) as "withdrawals"`,
  );
  return {
    cardCharges: Number(row.cardCharges),
    pixCharges: Number(row.pixCharges),
    disputes: Number(row.disputes),
    pixMedDisputes: Number(row.pixMedDisputes),
    withdrawals: Number(row.withdrawals),
  };
}

/** The id of the merchant's charge `offset` places down its list (a deep cursor). */
export async function chargeAt(merchantId: string, offset: number): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    await getDb(),
    sql`select id from charges where merchant_id = ${merchantId} order by created_at desc, id desc offset ${offset} limit 1`,
  );
  return row.id;
}

/** The merchant's latest completed withdrawal: one with a receipt. */
export async function completedWithdrawalOf(merchantId: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    await getDb(),
    sql`select id from withdrawals where merchant_id = ${merchantId} and status = 'completed'
      and authentication_code is not null order by created_at desc, id desc limit 1`,
  );
  if (!row) throw new Error(`merchant ${merchantId} has no completed withdrawal to draw a receipt of`);
  return row.id;
}

export async function tableFacts(): Promise<{ rows: number; gb: number }> {
  const [row] = await queryRows<{ rows: string; bytes: string }>(
    await getDb(),
    sql`select (select count(*) from charges) as rows, pg_total_relation_size('charges') as bytes`,
  );
  return { rows: Number(row.rows), gb: Math.round((Number(row.bytes) / 2 ** 30) * 100) / 100 };
}

export type { BenchMerchant };
