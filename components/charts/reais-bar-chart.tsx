"use client";

import { useFormat } from "@/components/format/use-format";
import { compactReais } from "./axis-labels";
import { BarChart, type BarChartProps } from "./bar-chart";

type Decided = "formatTick" | "formatValue" | "floor" | "legend";

/**
 * A client screen's chart of amounts in reais: `R$ 1,2 mil` ticks, full amounts in the tooltip, a legend,
 * and at least R$ 100 of scale (all-zero periods show a plain axis, not repeated zeros).
 */
export function ReaisBarChart(props: Omit<BarChartProps, Decided>) {
  const fmt = useFormat();
  return (
    <BarChart
      legend
      floor={10_000}
      formatTick={compactReais(fmt.locale, "R$ ")}
      formatValue={(v) => fmt.money(v)}
      {...props}
    />
  );
}
