import { getTranslations } from "next-intl/server";
import { LinkDesigner } from "@/components/payment-links/link-designer";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { designerProps } from "../designer-props";
import { ClientMessages } from "@/components/layout/client-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("nav", "newPaymentLink");

export default async function NewPaymentLinkPage() {
  const ctx = await requirePageCtx();
  const { merchantName, uploadMaxBytes, checkoutStrings, hasMerchant } = await designerProps(ctx);
  if (!hasMerchant) {
    const t = await getTranslations("paymentLinks.designer");
    return <p className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">{t("noMerchant")}</p>;
  }
  return (
    <ClientMessages namespaces={["codes", "common", "paymentLinks"]}>
      <LinkDesigner merchantName={merchantName} uploadMaxBytes={uploadMaxBytes} checkoutStrings={checkoutStrings} />
    </ClientMessages>
  );
}
