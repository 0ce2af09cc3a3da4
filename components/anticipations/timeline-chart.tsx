"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useTranslations } from "next-intl";
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
  selected: Array<{ settlement_date: string; amount: number }>;
}) {
  const t = useTranslations("anticipations");
  const fmt = useFormat();
  const compact = new Intl.NumberFormat(fmt.locale, { notation: "compact", maximumFractionDigits: 1 });
  const buckets = new Map<string, { month: string; selected: number; available: number }>();
  const bucket = (month: string) => {
    const b = buckets.get(month) ?? { month, selected: 0, available: 0 };
    buckets.set(month, b);
    return b;
  };
  for (const s of summary.series)
    if (s.status === "pending") bucket(s.period_start.slice(0, 7)).available += s.net_amount;
  for (const r of selected) {
    const b = bucket(r.settlement_date.slice(0, 7));
    b.selected += r.amount;
    b.available = Math.max(0, b.available - r.amount);
  }
  const rows = [...buckets.values()]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((b) => ({ ...b, label: fmt.month(`${b.month}-15`) }));
  if (rows.length === 0) return <p className="py-12 text-center text-sm text-slate-500">{t("timelineEmpty")}</p>;
  const names: Record<string, string> = { selected: t("seriesSelected"), available: t("seriesAvailable") };
  return (
    <div className="h-56 w-full" data-testid="anticipation-timeline">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} tick={{ fontSize: 12, fill: "#64748b" }} />
          <YAxis
            tickLine={false}
            axisLine={false}
            width={88}
            tick={{ fontSize: 12, fill: "#64748b" }}
            tickFormatter={(v: number) => `R$ ${compact.format(v / 100)}`}
          />
          <Tooltip cursor={{ fill: "#f1f5f9" }} formatter={(v, name) => [fmt.money(Number(v)), names[String(name)]]} />
          <Legend formatter={(name: string) => <span className="text-xs text-slate-600">{names[name]}</span>} />
          <Bar dataKey="selected" stackId="net" fill="#4f46e5" maxBarSize={44} isAnimationActive={false} />
          <Bar dataKey="available" stackId="net" fill="#cbd5e1" maxBarSize={44} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
