import { SettlementsScreen } from "@/components/admin/settlements-screen";
import { requireAdminPageCtx } from "@/server/accounts/auth/page-ctx";
import { ClientMessages } from "@/components/layout/client-messages";
import { adminPageTitle } from "../admin-page-title";

export const generateMetadata = adminPageTitle("admin.settlements", "title");

export default async function SettlementsPage() {
  const ctx = await requireAdminPageCtx();
  return (
    <ClientMessages namespaces={["admin", "codes", "common", "receivables"]}>
      <SettlementsScreen today={ctx.now().toISOString().slice(0, 10)} />
    </ClientMessages>
  );
}
