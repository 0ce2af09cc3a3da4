import { getLocale, getTranslations } from "next-intl/server";
import { BarChart } from "@/components/charts/bar-chart";
import { compactReais, monthAxisLabel } from "@/components/charts/axis-labels";
import { formatMonth } from "@/components/format/date";
import { formatMoney } from "@/components/format/money";
import type { RevenueChart as RevenueChartData } from "@/server/payments/charges/views";

/**
 * The overview's monthly revenue, drawn on the server: the page sends the browser no chart script.
 * A month with more refunds than captures goes below zero, in red. `data-revenue` carries the figures
 * for the end-to-end tests.
 */
export async function RevenueChart({ data }: { data: RevenueChartData }) {
  const t = await getTranslations("overview");
  const locale = await getLocale();
  const money = (v: number) => formatMoney(v, locale, data.currency);
  return (
    <div data-testid="revenue-chart" data-revenue={JSON.stringify(data.months.map((m) => m.revenue))}>
      <BarChart
        title={t("revenueTitle")}
        plotHeight="h-60"
        // At least R$ 100 of scale, so an empty year shows a plain axis instead of repeated zeros.
        floor={10_000}
        formatTick={compactReais(locale)}
        formatValue={money}
        series={[{ key: "revenue", label: t("revenue"), color: "#4f46e5", negativeColor: "#ef4444" }]}
        columns={data.months.map((m, i) => ({
          key: m.month,
          label: formatMonth(`${m.month}-15`, locale),
          ...monthAxisLabel(m.month, locale, i),
          values: { revenue: m.revenue },
          details: [
            { label: t("captured"), value: money(m.captured) },
            { label: t("refunded"), value: money(m.refunded) },
            { label: t("revenue"), value: money(m.revenue), strong: true },
          ],
        }))}
      />
    </div>
  );
}
