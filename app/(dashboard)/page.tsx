import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Card, CardHeader, PageHeader } from "@/components/ui";
import { NavIcon } from "@/components/layout/nav-icons";
import { requirePageCtx, requireSession } from "@/server/auth/page-ctx";
import { getMerchant } from "@/server/merchants/get-merchant";

// The charges area replaces the body of this page with summary cards and the revenue chart.
export default async function OverviewPage() {
  const ctx = await requirePageCtx();
  const user = await requireSession();
  const t = await getTranslations("overview");
  const merchantId = ctx.actor.role === "admin" ? ctx.actor.actingMerchantId : ctx.actor.role === "merchant" ? ctx.actor.merchantId : undefined;
  const merchant = merchantId ? await getMerchant({ ctx, id: merchantId }).catch(() => undefined) : undefined;
  const subtitle =
    ctx.actor.role === "merchant"
      ? t("subtitleMerchant", { merchant: merchant?.name ?? "" })
      : t("subtitleAdmin", { scope: merchant?.name ?? t("allMerchantsScope") });
  const steps = [
    { href: "/api-keys", icon: "apiKeys", title: t("stepKeys"), text: t("stepKeysText") },
    { href: "/docs", icon: "docs", title: t("stepDocs"), text: t("stepDocsText") },
    { href: "/charges", icon: "charges", title: t("stepCharge"), text: t("stepChargeText") },
  ];
  return (
    <>
      <PageHeader title={t("greeting", { name: user.name ?? user.email ?? "" })} description={subtitle} />
      <Card>
        <CardHeader title={t("gettingStarted")} />
        <ul className="grid divide-y divide-slate-100 md:grid-cols-3 md:divide-x md:divide-y-0">
          {steps.map((s) => (
            <li key={s.href}>
              <Link href={s.href} className="flex h-full gap-3 p-5 transition-colors hover:bg-slate-50">
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
    </>
  );
}
