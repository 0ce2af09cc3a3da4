import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { auth } from "@/server/accounts/auth/next-auth";
import { SignInForm } from "@/components/auth/sign-in-form";
import { LocaleSwitch } from "@/components/layout/locale-switch";
import { Logo } from "@/components/layout/logo";
import { sessionStatus } from "@/server/accounts/auth/session-status";
import { config } from "@/server/platform/config";
import { ClientMessages } from "@/components/layout/client-messages";

export async function generateMetadata() {
  const t = await getTranslations("auth");
  return { title: t("signIn") };
}

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string; password_changed?: string }>;
}) {
  // A session that has ended (revoked, disabled) stays here to sign in again.
  const session = await auth();
  if (session?.user && (await sessionStatus(session.user)) !== "revoked") redirect("/");
  const { callbackUrl, password_changed: passwordChanged } = await searchParams;
  const t = await getTranslations("auth");
  const common = await getTranslations("common");
  const highlights = [t("highlight1"), t("highlight2"), t("highlight3")];
  return (
    <ClientMessages namespaces={["auth", "common"]}>
      <main className="grid min-h-screen lg:grid-cols-2">
        <section className="relative hidden overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 p-12 text-white lg:flex lg:flex-col lg:justify-between">
          <div className="flex items-center gap-2.5 text-lg font-semibold">
            <Logo />
            {common("appName")}
          </div>
          <div>
            <h2 className="max-w-md text-3xl leading-tight font-semibold">{common("tagline")}</h2>
            <ul className="mt-8 space-y-3 text-indigo-100">
              {highlights.map((h) => (
                <li key={h} className="flex items-center gap-3">
                  <span className="flex size-5 items-center justify-center rounded-full bg-white/15 text-xs">✓</span>
                  {h}
                </li>
              ))}
            </ul>
          </div>
          <div
            className="pointer-events-none absolute -right-24 -bottom-24 size-96 rounded-full bg-white/10 blur-2xl"
            aria-hidden
          />
        </section>
        <section className="flex flex-col px-6 py-8 sm:px-12">
          <div className="flex justify-end">
            <LocaleSwitch />
          </div>
          <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center">
            <div className="mb-8 flex items-center gap-2 text-lg font-semibold text-indigo-700 lg:hidden">
              <Logo />
              {common("appName")}
            </div>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t("signInTitle")}</h1>
            <p className="mt-1.5 mb-8 text-sm text-slate-500">{t("signInSubtitle")}</p>
            {passwordChanged && (
              <p
                role="status"
                data-testid="password-changed"
                className="mb-6 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800"
              >
                {t("passwordChanged")}
              </p>
            )}
            <SignInForm callbackUrl={callbackUrl} />
            {!config().isProduction && <p className="mt-8 text-xs leading-relaxed text-slate-600">{t("devHint")}</p>}
          </div>
        </section>
      </main>
    </ClientMessages>
  );
}
