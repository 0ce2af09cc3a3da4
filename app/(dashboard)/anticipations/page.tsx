import { AnticipationsScreen } from "@/components/anticipations/anticipations-screen";
import { requirePageCtx } from "@/server/auth/page-ctx";
import { listMerchantOptions } from "@/server/merchants/list-merchant-options";
import { merchantInScope } from "@/server/tenancy";
import { ClientMessages } from "@/components/layout/client-messages";

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
