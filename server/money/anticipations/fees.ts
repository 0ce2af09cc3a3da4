/**
 * The anticipation price (docs/api/anticipations.md): simple interest, pro rata by day.
 * fee = amount × monthly rate ÷ 30 × days, rounded half-up to the centavo per receivable.
 * Integer arithmetic only: the rate is in basis points of a percent (250 = 2.5 % a month).
 */
export function anticipationFee(amount: number, monthlyRateBp: number, days: number): number {
  if (amount <= 0 || days <= 0 || monthlyRateBp <= 0) return 0;
  // amount × bp/10 000 × days/30, half-up: (2·a·bp·d + 300 000) ÷ 600 000.
  const n = 2n * BigInt(amount) * BigInt(monthlyRateBp) * BigInt(days);
  return Number((n + 300_000n) / 600_000n);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`, UTC). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface PricedReceivable {
  receivable_id: string;
  settlement_date: string;
  amount: number;
  fee_amount: number;
  net_amount: number;
  days: number;
}

export interface Priced {
  amount: number;
  fee_amount: number;
  net_amount: number;
  receivables: PricedReceivable[];
}

/** Each receivable's figures and the totals, anticipated on `date` at `monthlyRateBp`. */
export function priceReceivables(
  rows: Array<{ id: string; netAmount: number; settlementDate: string }>,
  monthlyRateBp: number,
  date: string,
): Priced {
  const receivables = rows.map((r) => {
    const days = daysBetween(date, r.settlementDate);
    const fee = anticipationFee(r.netAmount, monthlyRateBp, days);
    return {
      receivable_id: r.id,
      settlement_date: r.settlementDate,
      amount: r.netAmount,
      fee_amount: fee,
      net_amount: r.netAmount - fee,
      days,
    };
  });
  const sum = (k: "amount" | "fee_amount" | "net_amount") => receivables.reduce((s, r) => s + r[k], 0);
  return { amount: sum("amount"), fee_amount: sum("fee_amount"), net_amount: sum("net_amount"), receivables };
}

/**
 * Days weighted by amount, and the monthly rate in percent that the fees amount to over those days:
 * fee ÷ Σ(amount × days ÷ 30). It equals the nominal rate but for the half-up rounding per receivable.
 */
export function effectiveFigures(rows: Array<{ amount: number; fee_amount: number; days: number }>) {
  return effectiveFromTotals(
    rows.reduce((s, r) => s + r.amount, 0),
    rows.reduce((s, r) => s + r.amount * r.days, 0),
    rows.reduce((s, r) => s + r.fee_amount, 0),
  );
}

export function effectiveFromTotals(
  amount: number,
  amountDays: number,
  fee: number,
): { weighted_average_days: number; effective_monthly_rate: number } {
  return {
    weighted_average_days: amount > 0 ? round(amountDays / amount, 2) : 0,
    effective_monthly_rate: amountDays > 0 ? round((fee * 30 * 100) / amountDays, 4) : 0,
  };
}

function round(v: number, places: number): number {
  const f = 10 ** places;
  return Math.round(v * f) / f;
}
