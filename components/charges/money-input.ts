/**
 * Reais typed by a person → integer centavos, by string surgery (never through a float).
 * Accepts "1.234,56", "1,234.56", "1234,5", "10.50", "R$ 99": the last separator followed by one
 * or two digits is the decimal one; other separators group thousands. Null when not a sum of money.
 */
export function parseMoneyInput(text: string): number | null {
  const s = text.replace(/R\$|\s|\u00a0/g, "");
  if (!/^\d[\d.,]*$/.test(s)) return null;
  const m = /^(.*?)[.,](\d{1,2})$/.exec(s);
  const raw = m ? m[1] : s;
  // Thousands groups must be whole groups of three: "1,2,3" is a typo, not a sum.
  if (!/^\d+$/.test(raw) && !/^\d{1,3}([.,]\d{3})+$/.test(raw)) return null;
  const whole = raw.replace(/[.,]/g, "");
  const cents = m ? m[2].padEnd(2, "0") : "00";
  if (!/^\d+$/.test(whole) || whole.length > 11) return null;
  return Number(whole) * 100 + Number(cents);
}

/** Centavos → the editable text of a money field in the locale ("10,50" or "10.50"). */
export function moneyInputText(centavos: number, locale: string): string {
  const sep = locale.startsWith("pt") ? "," : ".";
  return `${Math.floor(centavos / 100)}${sep}${String(centavos % 100).padStart(2, "0")}`;
}
