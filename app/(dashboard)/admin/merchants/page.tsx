import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { MerchantsScreen } from "@/components/admin/merchants-screen";
import { requireAdminPageCtx } from "@/server/accounts/auth/page-ctx";
import { ClientMessages } from "@/components/layout/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("admin.merchants"))("title") };
}

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
