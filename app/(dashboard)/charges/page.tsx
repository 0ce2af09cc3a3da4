import { Suspense } from "react";
import { ChargesList } from "@/components/charges/charges-list";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { listMerchantOptions } from "@/server/accounts/merchants/list-merchant-options";
import { ClientMessages } from "@/components/layout/client-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("nav", "charges");

export default async function ChargesPage() {
  const ctx = await requirePageCtx();
  // Admins see every merchant's charges and may filter by one.
  const merchants = ctx.actor.role === "admin" ? await listMerchantOptions({ ctx }) : undefined;
  return (
    <ClientMessages namespaces={["charges", "codes", "common"]}>
      <Suspense>
        <ChargesList merchants={merchants} />
      </Suspense>
    </ClientMessages>
  );
}
