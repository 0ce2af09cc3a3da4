"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useTranslations } from "next-intl";
import { useFormat } from "@/components/format/use-format";
import { STATUSES, STATUS_COLORS, type SummaryView } from "./types";

/** Net amount per period of settlement date, stacked by status. */
export function SummaryChart({ summary }: { summary: SummaryView }) {
  const t = useTranslations("receivables");
  const fmt = useFormat();
  const periods = [...new Set(summary.series.map((s) => s.period_start))].sort();
  const rows = periods.map((p) => {
    const row: Record<string, number | string> = { period: p, label: labelOf(p) };
    for (const s of summary.series.filter((x) => x.period_start === p)) row[s.status] = s.net_amount;
    return row;
  });
  const present = STATUSES.filter((st) => summary.series.some((s) => s.status === st));
  const compact = new Intl.NumberFormat(fmt.locale, { notation: "compact", maximumFractionDigits: 1 });

  function labelOf(p: string): string {
    if (summary.period === "year") return p.slice(0, 4);
    if (summary.period === "month") return fmt.month(`${p.slice(0, 7)}-15`);
    return fmt.date(`${p}T12:00:00Z`);
  }

  if (rows.length === 0) return <p className="py-16 text-center text-sm text-slate-500">{t("chartEmpty")}</p>;
  return (
    <div className="h-72 w-full" data-testid="receivables-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} tick={{ fontSize: 12, fill: "#64748b" }} />
          <YAxis
            tickLine={false}
            axisLine={false}
            width={88}
            tick={{ fontSize: 12, fill: "#64748b" }}
            tickFormatter={(v: number) => `R$ ${compact.format(v / 100)}`}
          />
          <Tooltip
            cursor={{ fill: "#f1f5f9" }}
            formatter={(v, name) => [fmt.money(Number(v)), t(`status.${String(name)}`)]}
          />
          <Legend formatter={(name: string) => <span className="text-xs text-slate-600">{t(`status.${name}`)}</span>} />
          {present.map((st) => (
            <Bar
              key={st}
              dataKey={st}
              stackId="net"
              fill={STATUS_COLORS[st]}
              maxBarSize={48}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
