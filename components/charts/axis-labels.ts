import { timeZone } from "@/i18n/locales";
import { dateTimeFormat, numberFormat } from "@/components/format/intl-cache";

/**
 * Short labels under a chart's columns: a month is `nov.` (`Nov`), with its year under the first column
 * and under every January, so twelve columns fit a phone's width and no year is left to guess. The
 * column's full label (tooltip, screen readers) stays `nov. de 2026`.
 */
export function monthAxisLabel(month: string, locale: string, index: number): { axisLabel: string; axisNote?: string } {
  const date = new Date(`${month.slice(0, 7)}-15T12:00:00Z`);
  const axisLabel = dateTimeFormat(locale, { month: "short", timeZone }).format(date);
  return index === 0 || month.slice(5, 7) === "01" ? { axisLabel, axisNote: month.slice(0, 4) } : { axisLabel };
}

/** `21/11` (pt-BR) · `11/21` (en), for columns of days. */
export function dayAxisLabel(day: string, locale: string): { axisLabel: string } {
  const date = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  return { axisLabel: dateTimeFormat(locale, { day: "2-digit", month: "2-digit", timeZone }).format(date) };
}

/** `R$ 1,2 mil` style ticks: the value in reais, compact. */
export function compactReais(locale: string, prefix = ""): (centavos: number) => string {
  const compact = numberFormat(locale, { notation: "compact", maximumFractionDigits: 1 });
  return (centavos) => `${prefix}${compact.format(centavos / 100)}`;
}
