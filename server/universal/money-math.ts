import { cents, type BasisPoints, type Cents } from "./money-units";

/**
 * Integer money arithmetic. Every split here adds up to its total exactly.
 */

/**
 * Splits `total` into parts proportional to `weights`, each floored, the remainder centavos
 * going one by one to the first parts (in order) that still have room under `caps`.
 */
export function apportion(total: Cents, weights: number[], caps?: number[]): Cents[] {
  if (weights.length === 0) return [];
  const sumW = weights.reduce((s, w) => s + w, 0);
  if (sumW <= 0) throw new Error("apportion needs positive weights");
  const parts = weights.map((w) => Number((BigInt(total) * BigInt(w)) / BigInt(sumW)));
  let rest = total - parts.reduce((s, p) => s + p, 0);
  for (let i = 0; rest > 0; i = (i + 1) % parts.length) {
    if (!caps || parts[i] < caps[i]) {
      parts[i] += 1;
      rest -= 1;
    }
  }
  return parts.map(cents);
}

/** Installment amounts adding up to `total`, the remainder on the first. */
export function installmentAmounts(total: Cents, installments: number): Cents[] {
  const base = Math.floor(total / installments);
  const parts = Array.from({ length: installments }, () => base);
  parts[0] += total - base * installments;
  return parts.map(cents);
}

/**
 * A fee of `bp` basis points of a percent (319 = 3.19 %) on `amount`, rounded half-up to the
 * centavo: the platform gains at most half a centavo, never loses one.
 */
export function feeOf(amount: Cents, bp: BasisPoints): Cents {
  return cents(Number((BigInt(amount) * BigInt(bp) + 5000n) / 10000n));
}

/** `YYYY-MM-DD` of `d` plus `days`, in UTC. */
export function addDays(d: Date, days: number): string {
  const t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
