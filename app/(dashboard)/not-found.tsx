import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClasses, Card } from "@/components/ui";

/** A missing page or record inside the dashboard: the layout (menu, header) stays around it. */
export default async function DashboardNotFound() {
  const t = await getTranslations("common");
  return (
    <Card className="mx-auto max-w-lg px-6 py-12 text-center" data-testid="dashboard-not-found">
      <p className="text-sm font-semibold text-indigo-700">404</p>
      <h1 className="mt-2 text-2xl font-semibold text-slate-900">{t("notFoundTitle")}</h1>
      <p className="mt-2 text-sm text-slate-600">{t("notFoundText")}</p>
      <Link href="/" className={buttonClasses("secondary", "md", "mt-6")}>
        {t("backToOverview")}
      </Link>
    </Card>
  );
}
