import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { TotpEnrolment } from "@/components/account/totp-enrolment";
import { Logo } from "@/components/layout/logo";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { getTotpStatus } from "@/server/accounts/auth/totp-enrolment";
import Link from "next/link";
import { ClientMessages } from "@/components/layout/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("account"))("enrolTitle") };
}

/**
 * Enrolment, outside the dashboard's frame: an admin without TOTP is sent here before anything else
 * (server/accounts/auth/page-ctx.ts), so this page must not need what it is sending people to set up.
 */
export default async function TwoFactorEnrolmentPage() {
  const ctx = await requirePageCtx({ enrolling: true });
  const status = await getTotpStatus({ ctx });
  if (status.enabled) redirect("/account/security");
  const t = await getTranslations("account");
  const common = await getTranslations("common");
  return (
    <ClientMessages namespaces={["account", "common"]}>
      <main className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-12 sm:items-center">
        <div className="w-full max-w-md">
          <div className="mb-6 flex items-center gap-2 text-lg font-semibold text-indigo-700">
            <Logo />
            {common("appName")}
          </div>
          <div className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h1 className="text-xl font-semibold tracking-tight text-slate-900">{t("enrolTitle")}</h1>
            {status.required && (
              <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
                {t("enrolRequired")}
              </p>
            )}
            <div className="mt-6">
              <TotpEnrolment doneHref="/" />
            </div>
          </div>
          {!status.required && (
            <Link
              href="/account/security"
              className="mt-4 block text-center text-sm text-slate-500 hover:text-slate-700"
            >
              {t("backToDashboard")}
            </Link>
          )}
        </div>
      </main>
    </ClientMessages>
  );
}
