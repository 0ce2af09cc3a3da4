import { AnticipationsScreen } from "@/components/anticipations/anticipations-screen";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { listMerchantOptions } from "@/server/accounts/merchants/list-merchant-options";
import { merchantInScope } from "@/server/platform/tenancy";
import { ClientMessages } from "@/components/layout/client-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("nav", "anticipations");

export default async function AnticipationsPage() {
  const ctx = await requirePageCtx();
  const admin = ctx.actor.role === "admin";
  return (
    <ClientMessages namespaces={["anticipations", "codes", "common"]}>
      <AnticipationsScreen
        admin={admin}
        merchantId={merchantInScope(ctx)}
        merchants={admin ? await listMerchantOptions({ ctx }) : undefined}
        today={ctx.now().toISOString().slice(0, 10)}
      />
    </ClientMessages>
  );
}
