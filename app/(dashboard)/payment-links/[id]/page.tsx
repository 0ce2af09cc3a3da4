import { notFound } from "next/navigation";
import { LinkDesigner } from "@/components/payment-links/link-designer";
import type { PaymentLink } from "@/components/payment-links/types";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { NotFoundError } from "@/server/platform/errors";
import { parseId } from "@/server/http/parse";
import { getPaymentLink } from "@/server/payments/payment-links/get-payment-link";
import { designerProps } from "../designer-props";
import { ClientMessages } from "@/components/layout/client-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("nav", "editPaymentLink");

export default async function EditPaymentLinkPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await requirePageCtx();
  let link: PaymentLink;
  try {
    link = await getPaymentLink({ ctx, id: parseId((await params).id) });
  } catch (e) {
    if (e instanceof NotFoundError) notFound();
    throw e;
  }
  const { merchantName, uploadMaxBytes, checkoutStrings } = await designerProps(ctx, link.merchant_id);
  return (
    <ClientMessages namespaces={["codes", "common", "paymentLinks"]}>
      <LinkDesigner
        key={link.id}
        initial={link}
        merchantName={merchantName}
        uploadMaxBytes={uploadMaxBytes}
        checkoutStrings={checkoutStrings}
      />
    </ClientMessages>
  );
}
