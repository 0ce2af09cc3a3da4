/**
 * The one money formatter (docs/api/hosted-checkout.md): an integer in the currency's minor unit
 * (centavos for BRL) becomes a decimal string by integer arithmetic, and Intl formats that string,
 * which it takes exactly. No float division anywhere, so 9007199254740993 centavos stay exact.
 * pt-BR: `R$ 1.234,56`; en: `R$1,234.56`. Pure: the dashboard and the designer preview use it too.
 * A negative amount reads `-R$ 7,59` (Intl's own sign, in both languages): a screen shows a deduction by
 * formatting the negative amount, never by writing a sign of its own before a formatted one.
 */

const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatMoney(minorUnits: number | bigint, locale: string, currency = "BRL"): string {
  // BigInt() refuses a fractional number: money is never a float here.
  const value = BigInt(minorUnits);
  const formatter = formatterOf(locale, currency);
  // The currency's own minor unit: 2 for BRL and USD, 0 for JPY.
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const scale = 10n ** BigInt(digits);
  const whole = `${negative ? "-" : ""}${abs / scale}`;
  const decimal = digits > 0 ? `${whole}.${(abs % scale).toString().padStart(digits, "0")}` : whole;
  // Intl reads a decimal string exactly; the no-break space becomes a plain one.
  return formatter.format(decimal as `${number}`).replace(/\u00a0/g, " ");
}
