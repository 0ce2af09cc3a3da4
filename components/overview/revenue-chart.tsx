import { getTranslations } from "next-intl/server";
import type { RevenueChart as RevenueChartData } from "@/server/payments/charges/views";
import { LazyRevenueBars } from "./lazy-revenue-bars";

/**
 * The overview's revenue chart. A server component: the box and its figures (`data-revenue`, read by
 * the end-to-end tests) are in the HTML; the bars are drawn by recharts in the browser, loaded when
 * the box comes into view, so the page's first scripts stay free of it. The tooltip's words come from
 * here, so the overview sends the browser no message catalogue of its own.
 */
export async function RevenueChart({ data }: { data: RevenueChartData }) {
  const t = await getTranslations("overview");
  const labels = { captured: t("captured"), refunded: t("refunded"), revenue: t("revenue") };
  return (
    <div
      className="h-72 w-full"
      data-testid="revenue-chart"
      data-revenue={JSON.stringify(data.months.map((m) => m.revenue))}
    >
      <LazyRevenueBars data={data} labels={labels} />
    </div>
  );
}
