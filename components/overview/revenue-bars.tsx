"use client";

import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useFormat } from "@/components/format/use-format";
import type { RevenueChart as RevenueChartData } from "@/server/payments/charges/views";

/**
 * Monthly revenue bars; a month with more refunds than captures goes below zero, in red. recharts is
 * the heaviest library of the dashboard: this file is loaded only when the chart scrolls into view
 * (lazy-revenue-bars.tsx), never with the page's first scripts.
 */
export interface RevenueBarLabels {
  captured: string;
  refunded: string;
  revenue: string;
}

export default function RevenueBars({ data, labels }: { data: RevenueChartData; labels: RevenueBarLabels }) {
  const fmt = useFormat();
  const rows = data.months.map((m) => ({ ...m, label: fmt.month(`${m.month}-15`) }));
  const compact = new Intl.NumberFormat(fmt.locale, { notation: "compact", maximumFractionDigits: 1 });
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="label" tickLine={false} axisLine={false} tick={{ fontSize: 12, fill: "#64748b" }} />
        <YAxis
          tickLine={false}
          axisLine={false}
          width={64}
          allowDecimals={false}
          // At least R$ 100 of scale, so an empty year shows a plain axis instead of repeated zeros.
          domain={[(min: number) => Math.min(0, min), (max: number) => Math.max(max, 10_000)]}
          tick={{ fontSize: 12, fill: "#64748b" }}
          tickFormatter={(v: number) => compact.format(v / 100)}
        />
        <Tooltip
          cursor={{ fill: "#f1f5f9" }}
          content={({ active, payload }) => {
            const row = active ? (payload?.[0]?.payload as (typeof rows)[number] | undefined) : undefined;
            if (!row) return null;
            return (
              <div className="rounded-md bg-white px-3 py-2 text-xs shadow-lg ring-1 ring-slate-200">
                <p className="mb-1 font-semibold text-slate-900">{row.label}</p>
                <p className="text-slate-600">
                  {labels.captured}: {fmt.money(row.captured, data.currency)}
                </p>
                <p className="text-slate-600">
                  {labels.refunded}: {fmt.money(row.refunded, data.currency)}
                </p>
                <p className="font-medium text-slate-900">
                  {labels.revenue}: {fmt.money(row.revenue, data.currency)}
                </p>
              </div>
            );
          }}
        />
        <Bar dataKey="revenue" radius={[4, 4, 0, 0]} maxBarSize={40}>
          {rows.map((r) => (
            <Cell key={r.month} fill={r.revenue < 0 ? "#ef4444" : "#4f46e5"} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
