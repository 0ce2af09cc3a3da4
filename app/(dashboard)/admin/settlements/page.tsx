import { getTranslations } from "next-intl/server";
import { SettlementsScreen } from "@/components/admin/settlements-screen";
import { requireAdminPageCtx } from "@/server/accounts/auth/page-ctx";
import { ClientMessages } from "@/components/layout/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("admin.settlements"))("title") };
}

export default async function SettlementsPage() {
  const ctx = await requireAdminPageCtx();
  return (
    <ClientMessages namespaces={["admin", "codes", "common", "receivables"]}>
      <SettlementsScreen today={ctx.now().toISOString().slice(0, 10)} />
    </ClientMessages>
  );
}
