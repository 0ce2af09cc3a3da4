import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { MerchantsScreen } from "@/components/admin/merchants-screen";
import { requireAdminPageCtx } from "@/server/auth/page-ctx";

export async function generateMetadata() {
  return { title: (await getTranslations("admin.merchants"))("title") };
}

export default async function MerchantsPage() {
  await requireAdminPageCtx();
  return (
    <Suspense>
      <MerchantsScreen />
    </Suspense>
  );
}
