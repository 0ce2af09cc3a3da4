/** Installment values as the receivables split them: equal parts, the remainder on the first. Integer centavos. */
export function installmentParts(amount: number, count: number): { first: number; rest: number } {
  const rest = Math.floor(amount / count);
  return { first: amount - rest * (count - 1), rest };
}
