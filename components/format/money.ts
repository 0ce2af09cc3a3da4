/** Money has one formatter, shared with the hosted checkout (docs/api/hosted-checkout.md). */
export { formatMoney } from "@/server/universal/checkout-page/money";
import { numberFormat } from "./intl-cache";

/** A percentage from a fraction or a number of basis points: formatPercent(0.0319) → `3,19%`. */
export function formatPercent(fraction: number, locale: string, digits = 2): string {
  return numberFormat(locale, {
    style: "percent",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(fraction);
}
