"use client";

import { useFormat } from "@/components/format/use-format";
import { compactReais } from "./axis-labels";
import { BarChart, type BarChartProps } from "./bar-chart";

type Decided = "formatTick" | "formatValue" | "floor" | "legend" | "narrowLabelEvery";

/**
 * A client screen's chart of amounts in reais: `R$ 1,2 mil` ticks, full amounts in the tooltip, a legend,
 * at least R$ 100 of scale (all-zero periods show a plain axis, not repeated zeros), and every other
 * label on a phone past six columns.
 */
export function ReaisBarChart(props: Omit<BarChartProps, Decided>) {
  const fmt = useFormat();
  return (
    <BarChart
      legend
      floor={10_000}
      narrowLabelEvery={props.columns.length > 6 ? 2 : 1}
      formatTick={compactReais(fmt.locale, "R$ ")}
      formatValue={(v) => fmt.money(v)}
      {...props}
    />
  );
}
