import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Card, CardBody, CardHeader, PageHeader, buttonClasses, cn } from "@/components/ui";
import { NavIcon } from "@/components/layout/nav-icons";
import { RevenueChart } from "@/components/overview/revenue-chart";
import { StatusBreakdown } from "@/components/overview/status-breakdown";
import { SummaryCards } from "@/components/overview/summary-cards";
import { requirePageCtx, requireSession } from "@/server/accounts/auth/page-ctx";
import { chargesSummary } from "@/server/payments/charges/charges-summary";
import { revenueChart } from "@/server/payments/charges/revenue-chart";
import { revenueChartQuery } from "@/server/payments/charges/schemas";
import { getMerchant } from "@/server/accounts/merchants/get-merchant";
import { merchantInScope } from "@/server/platform/tenancy";
import { pageTitle } from "@/i18n/page-title";
import { openDisputesSummary } from "@/server/money/disputes/open-disputes-summary";
import { formatMoney } from "@/components/format/money";

export const generateMetadata = pageTitle("nav", "overview");

const PERIODS = { "30d": 30, "12m": 365 } as const;
type Period = keyof typeof PERIODS;

export default async function OverviewPage({ searchParams }: { searchParams: Promise<{ period?: string }> }) {
  const ctx = await requirePageCtx();
  const user = await requireSession();
  const t = await getTranslations("overview");
  const locale = await getLocale();
  const period: Period = (await searchParams).period === "12m" ? "12m" : "30d";
  const merchantId = merchantInScope(ctx);
  const merchant = merchantId ? await getMerchant({ ctx, id: merchantId }).catch(() => undefined) : undefined;
  const subtitle =
    ctx.actor.role === "merchant"
      ? t("subtitleMerchant", { merchant: merchant?.name ?? "" })
      : t("subtitleAdmin", { scope: merchant?.name ?? t("allMerchantsScope") });
  const dateFrom = new Date(ctx.now().getTime() - PERIODS[period] * 86_400_000).toISOString().slice(0, 10);
  const [summary, chart, disputes] = await Promise.all([
    chargesSummary({ ctx, input: { date_from: dateFrom, currency: "BRL" } }),
    revenueChart({ ctx, input: revenueChartQuery.parse({}) }),
    openDisputesSummary({ ctx }),
  ]);

  // A merchant without any sale yet sees how to make the first one.
  const steps =
    summary.total_count === 0 && chart.months.every((m) => m.charges === 0)
      ? [
          { href: "/api-keys", icon: "apiKeys", title: t("stepKeys"), text: t("stepKeysText") },
          { href: "/docs", icon: "docs", title: t("stepDocs"), text: t("stepDocsText") },
          { href: "/charges", icon: "charges", title: t("stepCharge"), text: t("stepChargeText") },
        ]
      : [];

  return (
    <>
      <PageHeader
        title={t("greeting", { name: user.name ?? user.email ?? "" })}
        description={subtitle}
        actions={
          <div className="inline-flex rounded-md shadow-sm ring-1 ring-slate-300" role="group" aria-label={t("period")}>
            {(Object.keys(PERIODS) as Period[]).map((p, i) => (
              <Link
                key={p}
                href={p === "30d" ? "/" : `/?period=${p}`}
                aria-current={p === period ? "page" : undefined}
                className={cn(
                  "px-3 py-1.5 text-sm font-medium",
                  i === 0 ? "rounded-l-md" : "rounded-r-md border-l border-slate-300",
                  p === period ? "bg-indigo-600 text-white" : "bg-white text-slate-700 hover:bg-slate-50",
                )}
              >
                {t(p === "30d" ? "period30" : "period12")}
              </Link>
            ))}
          </div>
        }
      />
      <div className="space-y-6">
        {steps.length > 0 && (
          <Card>
            <CardHeader title={t("gettingStarted")} />
            <ul className="grid divide-y divide-slate-100 md:grid-cols-3 md:divide-x md:divide-y-0">
              {steps.map((s) => (
                <li key={s.href}>
                  <Link
                    href={s.href}
                    // The API reference is a large page (700 KB of RSC): prefetching it on a phone delayed
                    // the overview's largest paint by the time it took (BENCHMARKS.md, "Pages").
                    prefetch={s.href === "/docs" ? false : undefined}
                    className="flex h-full gap-3 p-5 transition-colors hover:bg-slate-50"
                  >
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
                      <NavIcon name={s.icon} />
                    </span>
                    <span>
                      <span className="block text-sm font-semibold text-slate-900">{s.title}</span>
                      <span className="mt-1 block text-sm text-slate-500">{s.text}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        )}
        <SummaryCards summary={summary} locale={locale} />
        {disputes.open_count > 0 && (
          <Link
            href="/disputes"
            data-testid="open-disputes"
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 px-5 py-4 ring-1 ring-amber-200 hover:bg-amber-100"
          >
            <span className="text-sm font-medium text-amber-900">
              {t("openDisputes", { count: disputes.open_count })}
            </span>
            <span className="text-sm text-amber-900">
              {t("disputesAtStake", { amount: formatMoney(disputes.amount_at_stake, locale) })}
            </span>
          </Link>
        )}
        <div className="grid gap-6 lg:grid-cols-3">
          <Card className="lg:col-span-2">
            <CardHeader title={t("revenueTitle")} description={t("revenueDescription")} />
            <CardBody>
              <RevenueChart data={chart} />
            </CardBody>
          </Card>
          <Card>
            <CardHeader
              title={t("statusTitle")}
              actions={
                <Link href={`/charges?date_from=${dateFrom}`} className={buttonClasses("ghost", "sm")}>
                  {t("viewCharges")}
                </Link>
              }
            />
            <CardBody>
              <StatusBreakdown summary={summary} locale={locale} dateFrom={dateFrom} />
            </CardBody>
          </Card>
        </div>
      </div>
    </>
  );
}
