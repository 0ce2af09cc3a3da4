import { getTranslations } from "next-intl/server";
import { ChangePassword } from "@/components/account/change-password";
import { SecurityScreen } from "@/components/account/security-screen";
import { PageHeader } from "@/components/ui";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { getTotpStatus } from "@/server/accounts/auth/totp-enrolment";
import { ClientMessages } from "@/components/layout/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("account"))("securityTitle") };
}

export default async function SecurityPage() {
  const ctx = await requirePageCtx();
  const t = await getTranslations("account");
  const status = await getTotpStatus({ ctx });
  return (
    <ClientMessages namespaces={["account", "common"]}>
      <div className="max-w-2xl">
        <PageHeader title={t("securityTitle")} description={t("securityDescription")} />
        <div className="space-y-6">
          <SecurityScreen status={status} />
          <ChangePassword />
        </div>
      </div>
    </ClientMessages>
  );
}
