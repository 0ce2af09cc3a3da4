import { DisputesScreen } from "@/components/disputes/disputes-screen";
import { ClientMessages } from "@/components/layout/client-messages";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("nav", "disputes");

export default async function DisputesPage() {
  const ctx = await requirePageCtx();
  return (
    <ClientMessages namespaces={["codes", "common", "disputes"]}>
      <DisputesScreen admin={ctx.actor.role === "admin"} />
    </ClientMessages>
  );
}
