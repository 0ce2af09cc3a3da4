import { LinksList } from "@/components/payment-links/links-list";
import { ownersOf } from "@/components/admin/owners";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { listMerchantOptions } from "@/server/accounts/merchants/list-merchant-options";
import { merchantInScope } from "@/server/platform/tenancy";
import { ClientMessages } from "@/components/layout/client-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("nav", "paymentLinks");

export default async function PaymentLinksPage() {
  const ctx = await requirePageCtx();
  // An admin viewing every merchant sees whose link each row is.
  const allMerchants = ctx.actor.role === "admin" && !merchantInScope(ctx);
  return (
    <ClientMessages namespaces={["common", "paymentLinks"]}>
      <LinksList owners={allMerchants ? ownersOf(await listMerchantOptions({ ctx })) : undefined} />
    </ClientMessages>
  );
}
