import type { PricedReceivable } from "./fees";

export interface MonthTotals {
  month: string;
  count: number;
  amount: number;
  fee_amount: number;
  net_amount: number;
}

/**
 * The priced receivables added up by month of settlement, earliest first: what a chart of the choice needs,
 * whatever the number of receivables (a merchant's next month can hold thousands of them).
 */
export function totalsByMonth(receivables: PricedReceivable[]): MonthTotals[] {
  const months = new Map<string, MonthTotals>();
  for (const r of receivables) {
    const month = r.settlement_date.slice(0, 7);
    const m = months.get(month) ?? { month, count: 0, amount: 0, fee_amount: 0, net_amount: 0 };
    m.count += 1;
    m.amount += r.amount;
    m.fee_amount += r.fee_amount;
    m.net_amount += r.net_amount;
    months.set(month, m);
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}
