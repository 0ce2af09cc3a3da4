"use client";

import { useTranslations } from "next-intl";
import { ReaisBarChart } from "@/components/charts/reais-bar-chart";
import { monthAxisLabel } from "@/components/charts/axis-labels";
import { useFormat } from "@/components/format/use-format";
import type { SummaryView } from "@/components/receivables/types";

/**
 * The pending receivables by month of settlement (from the receivables summary, so every one counts,
 * not a page of them): what the current choice takes, and the rest.
 */
export function TimelineChart({
  summary,
  selected,
}: {
  summary: SummaryView;
  /** What the choice takes, by month of settlement (the simulation's `by_month`). */
  selected: Array<{ month: string; amount: number }>;
}) {
  const t = useTranslations("anticipations");
  const fmt = useFormat();
  const buckets = new Map<string, { month: string; selected: number; available: number }>();
  const bucket = (month: string) => {
    const b = buckets.get(month) ?? { month, selected: 0, available: 0 };
    buckets.set(month, b);
    return b;
  };
  for (const s of summary.series)
    if (s.status === "pending") bucket(s.period_start.slice(0, 7)).available += s.net_amount;
  for (const m of selected) {
    const b = bucket(m.month);
    b.selected += m.amount;
    b.available = Math.max(0, b.available - m.amount);
  }
  const rows = [...buckets.values()].sort((a, b) => a.month.localeCompare(b.month));
  if (rows.length === 0) return <p className="py-12 text-center text-sm text-slate-500">{t("timelineEmpty")}</p>;
  return (
    <div data-testid="anticipation-timeline">
      <ReaisBarChart
        title={t("timelineTitle")}
        plotHeight="h-44"
        series={[
          { key: "selected", label: t("seriesSelected"), color: "#4f46e5" },
          { key: "available", label: t("seriesAvailable"), color: "#cbd5e1" },
        ]}
        columns={rows.map((b, i) => ({
          key: b.month,
          label: fmt.month(`${b.month}-15`),
          ...monthAxisLabel(b.month, fmt.locale, i),
          values: { selected: b.selected, available: b.available },
        }))}
      />
    </div>
  );
}
