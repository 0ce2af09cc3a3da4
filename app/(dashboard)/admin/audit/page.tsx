import { Suspense } from "react";
import { AuditScreen } from "@/components/admin/audit-screen";
import { requireAdminPageCtx } from "@/server/accounts/auth/page-ctx";
import { listMerchantOptions } from "@/server/accounts/merchants/list-merchant-options";
import { userEmails } from "@/server/accounts/users/user-emails";
import { ClientMessages } from "@/components/layout/client-messages";
import { adminPageTitle } from "../admin-page-title";

export const generateMetadata = adminPageTitle("admin.audit", "title");

export default async function AuditPage() {
  const ctx = await requireAdminPageCtx();
  const [merchants, emails] = await Promise.all([listMerchantOptions({ ctx }), userEmails({ ctx })]);
  return (
    <ClientMessages namespaces={["admin", "codes", "common"]}>
      <Suspense>
        <AuditScreen merchants={merchants} userEmails={emails} />
      </Suspense>
    </ClientMessages>
  );
}
