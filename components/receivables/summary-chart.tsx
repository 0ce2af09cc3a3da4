"use client";

import { useTranslations } from "next-intl";
import { ReaisBarChart } from "@/components/charts/reais-bar-chart";
import { dayAxisLabel, monthAxisLabel } from "@/components/charts/axis-labels";
import { useFormat } from "@/components/format/use-format";
import { STATUSES, STATUS_COLORS, type SummaryView } from "./types";

/** Net amount per period of settlement date, stacked by status. */
export function SummaryChart({ summary }: { summary: SummaryView }) {
  const t = useTranslations("receivables");
  const fmt = useFormat();
  const periods = [...new Set(summary.series.map((s) => s.period_start))].sort();
  const present = STATUSES.filter((st) => summary.series.some((s) => s.status === st && s.net_amount !== 0));
  if (periods.length === 0) return <p className="py-16 text-center text-sm text-slate-500">{t("chartEmpty")}</p>;

  function labelsOf(p: string, i: number) {
    if (summary.period === "year") return { label: p.slice(0, 4) };
    if (summary.period === "month")
      return { label: fmt.month(`${p.slice(0, 7)}-15`), ...monthAxisLabel(p, fmt.locale, i) };
    return { label: fmt.date(`${p.slice(0, 10)}T12:00:00Z`), ...dayAxisLabel(p, fmt.locale) };
  }

  return (
    <div data-testid="receivables-chart">
      <ReaisBarChart
        title={t("summaryHint")}
        plotHeight="h-60"
        series={present.map((st) => ({ key: st, label: t(`status.${st}`), color: STATUS_COLORS[st] }))}
        columns={periods.map((p, i) => ({
          key: p,
          ...labelsOf(p, i),
          values: Object.fromEntries(
            summary.series.filter((s) => s.period_start === p).map((s) => [s.status, s.net_amount]),
          ),
        }))}
      />
    </div>
  );
}
