import { SplitPartnersScreen } from "@/components/admin/split-partners-screen";
import { requireAdminPageCtx } from "@/server/accounts/auth/page-ctx";
import { listMerchantOptions } from "@/server/accounts/merchants/list-merchant-options";
import { ClientMessages } from "@/components/layout/client-messages";
import { adminPageTitle } from "../admin-page-title";

export const generateMetadata = adminPageTitle("admin.splitPartners", "title");

export default async function SplitPartnersPage() {
  const ctx = await requireAdminPageCtx();
  return (
    <ClientMessages namespaces={["admin", "codes", "common"]}>
      <SplitPartnersScreen merchants={await listMerchantOptions({ ctx })} />
    </ClientMessages>
  );
}
