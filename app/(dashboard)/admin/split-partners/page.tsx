import { getTranslations } from "next-intl/server";
import { SplitPartnersScreen } from "@/components/admin/split-partners-screen";
import { requireAdminPageCtx } from "@/server/auth/page-ctx";
import { listMerchantOptions } from "@/server/merchants/list-merchant-options";

export async function generateMetadata() {
  return { title: (await getTranslations("admin.splitPartners"))("title") };
}

export default async function SplitPartnersPage() {
  const ctx = await requireAdminPageCtx();
  return <SplitPartnersScreen merchants={await listMerchantOptions({ ctx })} />;
}
