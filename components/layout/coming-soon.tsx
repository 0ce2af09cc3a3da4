import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClasses, Card, PageHeader } from "@/components/ui";
import { NavIcon } from "./nav-icons";

/** The page of an area that has no screen yet: the sidebar shows the product's whole shape. */
export async function ComingSoon({ area }: { area: string }) {
  const nav = await getTranslations("nav");
  const t = await getTranslations("common");
  return (
    <>
      <PageHeader title={nav(area)} />
      <Card className="flex flex-col items-center px-6 py-16 text-center">
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          <NavIcon name={area} />
        </div>
        <span className="mb-2 rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-700">{t("comingSoon")}</span>
        <p className="max-w-md text-sm text-slate-500">{t("comingSoonText")}</p>
        <Link href="/" className={buttonClasses("secondary", "md", "mt-6")}>
          {t("backToOverview")}
        </Link>
      </Card>
    </>
  );
}
