import { Suspense } from "react";
import { MerchantsScreen } from "@/components/admin/merchants-screen";
import { requireAdminPageCtx } from "@/server/accounts/auth/page-ctx";
import { ClientMessages } from "@/components/layout/client-messages";
import { adminPageTitle } from "../admin-page-title";

export const generateMetadata = adminPageTitle("admin.merchants", "title");

export default async function MerchantsPage() {
  await requireAdminPageCtx();
  return (
    <ClientMessages namespaces={["admin", "codes", "common"]}>
      <Suspense>
        <MerchantsScreen />
      </Suspense>
    </ClientMessages>
  );
}
