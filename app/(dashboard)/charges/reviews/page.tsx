import { getTranslations } from "next-intl/server";
import { FraudSettingsPanel } from "@/components/fraud/fraud-settings-form";
import { ReviewQueue } from "@/components/fraud/review-queue";
import { PageHeader } from "@/components/ui";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { listMerchantOptions } from "@/server/accounts/merchants/list-merchant-options";
import { merchantInScope } from "@/server/platform/tenancy";
import { ClientMessages } from "@/components/layout/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("fraud.review"))("title") };
}

/** The fraud review queue; admins also set the thresholds of a merchant here (docs/api/fraud.md). */
export default async function FraudReviewPage() {
  const ctx = await requirePageCtx();
  const t = await getTranslations("fraud.review");
  const isAdmin = ctx.actor.role === "admin";
  const merchants = isAdmin ? await listMerchantOptions({ ctx }) : undefined;
  const acting = isAdmin ? merchantInScope(ctx) : undefined;
  return (
    <ClientMessages namespaces={["codes", "common", "fraud"]}>
      <div className="space-y-6">
        <PageHeader title={t("title")} description={t("description")} />
        {/* Admins viewing every merchant see whose charge each one is. */}
        <ReviewQueue merchants={isAdmin && !acting ? merchants : undefined} />
        {merchants && (
          <FraudSettingsPanel
            merchants={merchants}
            actingMerchantId={merchants.some((m) => m.id === acting) ? acting : undefined}
          />
        )}
      </div>
    </ClientMessages>
  );
}
