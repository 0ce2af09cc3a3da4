"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";
import { formatDate, formatDateTime, formatMonth } from "./date";
import { formatMoney, formatPercent } from "./money";

/** The formatters in the user's locale, for client components. Server components: pass `await getLocale()`. */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      money: (centavos: number | bigint, currency?: string) => formatMoney(centavos, locale, currency),
      percent: (fraction: number, digits?: number) => formatPercent(fraction, locale, digits),
      date: (v: string | Date | number) => formatDate(v, locale),
      dateTime: (v: string | Date | number) => formatDateTime(v, locale),
      month: (v: string | Date | number) => formatMonth(v, locale),
    }),
    [locale],
  );
}
