/** Luhn check digit of a number given without it. */
export function luhnDigit(partial: string): string {
  let sum = 0;
  for (let i = 0; i < partial.length; i++) {
    let d = Number(partial[partial.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/**
 * The n-th distinct Visa number of the benchmark (411111 + 9 digits + check digit): every request
 * tokenizes a new card, so de-duplication never answers from an existing token. None of them is
 * one of the sandbox's special test cards (those start 4000 or 4100), so all are approved.
 */
export function benchCardNumber(n: number): string {
  const partial = `411111${String(n % 1_000_000_000).padStart(9, "0")}`;
  return partial + luhnDigit(partial);
}
