/**
 * Money from integer centavos, exactly: the number is formatted from its decimal string, never
 * through a float division. pt-BR: `R$ 1.234,56`; en: `R$1,234.56`.
 */
export function formatMoney(centavos: number | bigint, locale: string, currency = "BRL"): string {
  const value = BigInt(centavos);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const decimal = `${negative ? "-" : ""}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
  const formatter = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // Intl takes decimal strings exactly (no float rounding); the no-break space becomes a plain one.
  return formatter.format(decimal as unknown as number).replace(/\u00a0/g, " ");
}

/** A percentage from a fraction or a number of basis points: formatPercent(0.0319) → `3,19%`. */
export function formatPercent(fraction: number, locale: string, digits = 2): string {
  return new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits }).format(fraction);
}
