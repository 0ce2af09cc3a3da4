import { apportion, feeOf, installmentAmounts } from "./money-math";
import { basisPoints as rate, cents, type BasisPoints, type Cents } from "./money-units";

/**
 * The one split rule of the service: who receives which part of a charge, who bears its processing
 * fee, and how both spread over installments. Charge validation (server/payments/charges/validate-split.ts)
 * and the receivables of a capture (server/money/receivables/create-receivables.ts) both read it from
 * here, so that what was accepted is what gets paid. The rule in words: docs/api/splits.md.
 * Everything is integer centavos; every split adds up to its total exactly.
 */

/** What the arithmetic reads of a split rule; a stored `SplitRule` fits. */
export interface SplitTerms {
  amount?: number;
  percentage?: number;
  charge_processing_fee?: boolean;
}

/** A receiver's part of a charge (or of one installment) and the fee it bears on it. */
export interface Share {
  amount: Cents;
  fee: Cents;
}

/** 33.33 % → 3333: percentages carry at most two decimals (the request schema checks it). */
export const basisPoints = (percentage: number): BasisPoints => rate(Math.round(percentage * 100));

/**
 * Rules that do not add up to the amount exactly, counted in exact arithmetic (amounts plus
 * percentages of the amount, multiplied through by 10 000): their totals, or null when they add up.
 */
export function splitMismatch(amount: Cents, rules: SplitTerms[]): { fixed: number; percent: number } | null {
  const fixed = rules.reduce((sum, r) => sum + (r.amount ?? 0), 0);
  const bp = rules.reduce((sum, r) => sum + (r.amount === undefined ? basisPoints(r.percentage ?? 0) : 0), 0);
  if (BigInt(fixed) * 10_000n + BigInt(amount) * BigInt(bp) === BigInt(amount) * 10_000n) return null;
  return { fixed, percent: bp / 100 };
}

/**
 * Each rule's part of `amount`: an amount rule exactly its amount; a percentage rule its
 * percentage of the amount rounded down, the leftover centavos all on the first percentage rule.
 */
export function splitParts(amount: Cents, rules: SplitTerms[]): Cents[] {
  const parts = rules.map((r) =>
    r.amount !== undefined ? r.amount : Number((BigInt(amount) * BigInt(basisPoints(r.percentage ?? 0))) / 10_000n),
  );
  const leftover = amount - parts.reduce((s, p) => s + p, 0);
  const first = rules.findIndex((r) => r.amount === undefined);
  if (leftover !== 0 && (first < 0 || leftover < 0))
    throw new Error(`Split rules do not add up to ${amount}; validation should have refused them.`);
  if (first >= 0) parts[first] += leftover;
  return parts.map(cents);
}

/** Which rules bear the processing fee: those marked `charge_processing_fee`, or every rule when none is. */
export function feeBearers(rules: SplitTerms[]): boolean[] {
  const marked = rules.map((r) => r.charge_processing_fee === true);
  return marked.some(Boolean) ? marked : rules.map(() => true);
}

/**
 * Up to `total` spread over `parts` in proportion, each floored, the leftover centavos one each to
 * the first parts (in order) with room: no part gets more than itself, so at most their sum is spread.
 */
function spread(total: number, parts: number[]): Cents[] {
  const fits = Math.min(
    total,
    parts.reduce((s, p) => s + p, 0),
  );
  if (fits <= 0) return parts.map(() => cents(0));
  return apportion(cents(fits), parts, parts);
}

/**
 * Why a split cannot carry the charge's processing fee at `mdrBp`: the fee-bearing parts add up to
 * less than the fee. Names the first fee-bearing rule; null when the fee fits. Only possible when
 * some rules are marked, since all the parts together are the amount and the fee is at most 100 %.
 */
export function uncarriedFee(
  amount: Cents,
  rules: SplitTerms[],
  mdrBp: BasisPoints,
): { rule: number; fee: Cents; bearerTotal: number } | null {
  const fee = feeOf(amount, mdrBp);
  const parts = splitParts(amount, rules);
  const bearers = feeBearers(rules);
  const bearerTotal = parts.reduce((s, p, i) => s + (bearers[i] ? p : 0), 0);
  return bearerTotal >= fee ? null : { rule: bearers.indexOf(true), fee, bearerTotal };
}

/**
 * The receivers' shares of a charge of `amount` at MDR `mdrBp`: without rules, one share (the
 * charging merchant's); with rules, one per rule in rule order. The fee is the charge's fee as
 * pricing computes it (`feeOf(amount, mdrBp)`, rounded once), spread over the fee bearers in
 * proportion to their parts. Validation refuses a split whose bearers cannot carry it; should the
 * price have risen between authorization and capture, the bearers pay up to their whole parts and
 * the rest falls on the other rules the same way.
 */
export function splitShares(amount: Cents, rules: SplitTerms[], mdrBp: BasisPoints): Share[] {
  const fee = feeOf(amount, mdrBp);
  if (rules.length === 0) return [{ amount, fee }];
  const parts = splitParts(amount, rules);
  const bearers = feeBearers(rules);
  const onBearers = spread(
    fee,
    parts.map((p, i) => (bearers[i] ? p : 0)),
  );
  const carried = onBearers.reduce((s, f) => s + f, 0);
  const onOthers = spread(
    fee - carried,
    parts.map((p, i) => (bearers[i] ? 0 : p)),
  );
  return parts.map((p, i) => ({ amount: p, fee: cents(onBearers[i] + onOthers[i]) }));
}

/**
 * One share over `installments` installments: the amounts add up to the share, the remainder on
 * the first; the fee is spread over them in proportion, leftover centavos one each on the earliest
 * installments, never more than an installment's amount.
 */
export function installmentShares(share: Share, installments: number): Share[] {
  const amounts = installmentAmounts(share.amount, Math.max(1, installments));
  const fees = spread(share.fee, amounts);
  return amounts.map((amount, i) => ({ amount, fee: fees[i] }));
}
