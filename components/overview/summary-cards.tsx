import { getTranslations } from "next-intl/server";
import { formatMoney, formatPercent } from "@/components/format";
import { StatCard } from "@/components/ui";
import type { ChargeSummary } from "@/server/payments/charges/views";
import { numberFormat } from "@/components/format/intl-cache";

/** The charges summary as cards; every number comes from GET /v1/charges/summary's verb. */
export async function SummaryCards({ summary, locale }: { summary: ChargeSummary; locale: string }) {
  const t = await getTranslations("overview");
  const money = (v: number) => formatMoney(v, locale);
  const failed = summary.by_status.find((s) => s.status === "failed")?.count ?? 0;
  const cards = [
    {
      id: "net-volume",
      label: t("netVolume"),
      value: money(summary.net_volume),
      hint: t("capturedHint", { count: summary.captured_count }),
    },
    { id: "captured-volume", label: t("capturedVolume"), value: money(summary.captured_volume) },
    { id: "refunded-volume", label: t("refundedVolume"), value: money(summary.refunded_volume) },
    {
      id: "approval-rate",
      label: t("approvalRate"),
      value: summary.approval_rate === null ? t("noApprovals") : formatPercent(summary.approval_rate, locale, 1),
      hint: t("approvalHint", { failed }),
    },
    { id: "average-ticket", label: t("averageTicket"), value: money(summary.average_ticket) },
    { id: "charges-count", label: t("chargesCount"), value: numberFormat(locale).format(summary.total_count) },
  ];
  return (
    <div className="grid auto-rows-fr grid-cols-2 gap-4 lg:grid-cols-3" data-testid="summary-cards">
      {cards.map((c) => (
        <div key={c.id} data-testid={`card-${c.id}`} className="[&>div]:h-full">
          <StatCard label={c.label} value={c.value} hint={c.hint} />
        </div>
      ))}
    </div>
  );
}
