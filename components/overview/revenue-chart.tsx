import type { RevenueChart as RevenueChartData } from "@/server/charges/views";
import { LazyRevenueBars } from "./lazy-revenue-bars";

/**
 * The overview's revenue chart. A server component: the box and its figures (`data-revenue`, read by
 * the end-to-end tests) are in the HTML; the bars are drawn by recharts in the browser, loaded when
 * the box comes into view, so the page's first scripts stay free of it.
 */
export function RevenueChart({ data }: { data: RevenueChartData }) {
  return (
    <div
      className="h-72 w-full"
      data-testid="revenue-chart"
      data-revenue={JSON.stringify(data.months.map((m) => m.revenue))}
    >
      <LazyRevenueBars data={data} />
    </div>
  );
}
