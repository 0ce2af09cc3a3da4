import { getTranslations } from "next-intl/server";
import { ownersOf } from "@/components/admin/owners";
import { EndpointsScreen } from "@/components/webhooks/endpoints-screen";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { EVENT_NAMES } from "@/server/platform/events/record-event";
import { listMerchantOptions } from "@/server/accounts/merchants/list-merchant-options";
import { merchantInScope } from "@/server/platform/tenancy";
import { ClientMessages } from "@/components/layout/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("webhooks"))("title") };
}

export default async function WebhooksPage() {
  const ctx = await requirePageCtx();
  // An admin viewing every merchant sees whose endpoint each one is.
  const allMerchants = ctx.actor.role === "admin" && !merchantInScope(ctx);
  return (
    <ClientMessages namespaces={["codes", "common", "webhooks"]}>
      <EndpointsScreen
        eventNames={[...EVENT_NAMES]}
        owners={allMerchants ? ownersOf(await listMerchantOptions({ ctx })) : undefined}
      />
    </ClientMessages>
  );
}
