import { getTranslations } from "next-intl/server";
import { ChangePassword } from "@/components/account/change-password";
import { CompanyTwoFactor } from "@/components/account/company-two-factor";
import { SecurityScreen } from "@/components/account/security-screen";
import { PageHeader } from "@/components/ui";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { getTotpStatus } from "@/server/accounts/auth/totp-enrolment";
import { getMerchant } from "@/server/accounts/merchants/get-merchant";
import { presentSecuritySettings } from "@/server/accounts/merchants/get-security-settings";
import { merchantInScope } from "@/server/platform/tenancy";
import { ClientMessages } from "@/components/layout/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("account"))("securityTitle") };
}

export default async function SecurityPage() {
  const ctx = await requirePageCtx();
  const t = await getTranslations("account");
  const status = await getTotpStatus({ ctx });
  // The merchant's rule for all its users: a merchant's own, or the one an admin switched to.
  const merchantId = merchantInScope(ctx);
  const merchant = merchantId ? await getMerchant({ ctx, id: merchantId }) : undefined;
  return (
    <ClientMessages namespaces={["account", "common", "codes"]}>
      <div className="max-w-2xl space-y-6">
        <PageHeader title={t("securityTitle")} description={t("securityDescription")} />
        <SecurityScreen status={status} />
        <ChangePassword />
        {merchant && (
          <CompanyTwoFactor
            settings={presentSecuritySettings(merchant)}
            merchantName={merchant.name}
            selfHasTotp={status.enabled}
          />
        )}
      </div>
    </ClientMessages>
  );
}
