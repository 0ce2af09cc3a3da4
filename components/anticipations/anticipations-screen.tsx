"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, type One } from "@/components/api/api-fetch";
import { useFormat } from "@/components/format/use-format";
import { Card, PageHeader } from "@/components/ui";
import { AnticipationsList } from "./anticipations-list";
import { AutomaticForm, LimitsForm } from "./settings-forms";
import { Simulator } from "./simulator";
import { anticipationKeys, type SummaryView } from "./types";

/**
 * The anticipations screen: a merchant (or an admin switched to one) simulates and requests, sees its
 * requests and shapes its automatic anticipation; an admin also gets the approval queue and the limits.
 */
export function AnticipationsScreen({
  admin,
  merchantId,
  merchants,
  today,
}: {
  admin: boolean;
  /** The merchant the screen acts for: the user's own, or the one an admin switched to. */
  merchantId?: string;
  merchants?: Array<{ id: string; name: string }>;
  today: string;
}) {
  const t = useTranslations("anticipations");
  const fmt = useFormat();
  const summary = useQuery({
    queryKey: anticipationKeys.summary({}),
    queryFn: ({ signal }) => apiFetch<One<SummaryView>>("/anticipations/summary", { signal }),
  });
  const done = summary.data?.data.completed;
  return (
    <>
      <PageHeader title={t("title")} description={admin ? t("descriptionAdmin") : t("description")} />
      <div className="space-y-6">
        <Card
          className="grid grid-cols-2 divide-slate-100 lg:grid-cols-4 lg:divide-x"
          data-testid="anticipations-summary"
        >
          <Stat label={t("summaryCompleted")} value={done?.count ? fmt.money(done.net_amount) : "—"} />
          <Stat label={t("summaryFees")} value={done?.count ? fmt.money(done.fee_amount) : "—"} />
          <Stat label={t("summaryDays")} value={done?.count ? String(Math.round(done.weighted_average_days)) : "—"} />
          <Stat
            label={t("summaryRate")}
            value={done?.count ? t("rateValue", { rate: fmt.percent(done.effective_monthly_rate / 100) }) : "—"}
          />
        </Card>
        {admin && <AnticipationsList admin queue merchants={merchants} />}
        {merchantId ? (
          <Simulator today={today} />
        ) : (
          <Card className="px-5 py-4 text-sm text-slate-600">{t("switchMerchant")}</Card>
        )}
        <AnticipationsList admin={admin} merchants={merchants} />
        {merchantId && (
          <div className="grid gap-6 lg:grid-cols-2">
            <AutomaticForm merchantId={merchantId} />
            {admin && <LimitsForm merchantId={merchantId} />}
          </div>
        )}
      </div>
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="px-4 py-3 sm:px-5">
      <p className="text-xs text-slate-500 sm:text-sm">{label}</p>
      <p className="mt-1 text-lg font-semibold tabular-nums text-slate-900 sm:text-xl">{value}</p>
    </div>
  );
}
