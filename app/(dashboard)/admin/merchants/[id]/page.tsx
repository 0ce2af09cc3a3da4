import { notFound } from "next/navigation";
import { MerchantDetail } from "@/components/admin/merchant-detail";
import { requireAdminPageCtx } from "@/server/accounts/auth/page-ctx";
import { NotFoundError } from "@/server/platform/errors";
import { getMerchant } from "@/server/accounts/merchants/get-merchant";
import { presentMerchant } from "@/server/accounts/merchants/present-merchant";
import { ClientMessages } from "@/components/layout/client-messages";
import { adminPageTitle } from "../../admin-page-title";

export const generateMetadata = adminPageTitle("nav", "merchantDetail");

export default async function MerchantPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const ctx = await requireAdminPageCtx();
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  const merchant = await getMerchant({ ctx, id }).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  return (
    <ClientMessages namespaces={["admin", "codes", "common"]}>
      <MerchantDetail initial={presentMerchant(merchant)} />
    </ClientMessages>
  );
}
