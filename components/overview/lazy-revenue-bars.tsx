"use client";

import dynamic from "next/dynamic";
import { NearViewport } from "@/components/ui/near-viewport";
import type { RevenueChart as RevenueChartData } from "@/server/payments/charges/views";
import type { RevenueBarLabels } from "./revenue-bars";

// A chunk of its own (recharts and its dependencies), fetched on first sight of the chart.
const RevenueBars = dynamic(() => import("./revenue-bars"), { ssr: false });

/** Renders the bars once their box comes near the viewport; until then the box keeps its size (no layout shift). */
export function LazyRevenueBars({ data, labels }: { data: RevenueChartData; labels: RevenueBarLabels }) {
  return (
    <NearViewport className="h-full w-full">
      <RevenueBars data={data} labels={labels} />
    </NearViewport>
  );
}
