import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui";

export default async function NotFound() {
  const t = await getTranslations("common");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-6 text-center">
      <p className="text-sm font-semibold text-indigo-600">404</p>
      <h1 className="mt-2 text-2xl font-semibold text-slate-900">{t("notFoundTitle")}</h1>
      <p className="mt-2 text-sm text-slate-500">{t("notFoundText")}</p>
      <Link href="/" className={buttonClasses("secondary", "md", "mt-6")}>
        {t("backToOverview")}
      </Link>
    </main>
  );
}
