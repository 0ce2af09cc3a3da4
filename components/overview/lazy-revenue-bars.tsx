"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import type { RevenueChart as RevenueChartData } from "@/server/payments/charges/views";
import type { RevenueBarLabels } from "./revenue-bars";

// A chunk of its own (recharts and its dependencies), fetched on first sight of the chart.
const RevenueBars = dynamic(() => import("./revenue-bars"), { ssr: false });

/** Renders the bars once their box comes near the viewport; until then the box keeps its size (no layout shift). */
export function LazyRevenueBars({ data, labels }: { data: RevenueChartData; labels: RevenueBarLabels }) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="h-full w-full">
      {seen && <RevenueBars data={data} labels={labels} />}
    </div>
  );
}
