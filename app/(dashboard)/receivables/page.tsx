import { ReceivablesScreen } from "@/components/receivables/receivables-screen";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { listMerchantOptions } from "@/server/accounts/merchants/list-merchant-options";
import { ClientMessages } from "@/components/layout/client-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("nav", "receivables");

export default async function ReceivablesPage() {
  const ctx = await requirePageCtx();
  const admin = ctx.actor.role === "admin";
  const merchants = admin ? await listMerchantOptions({ ctx }) : undefined;
  return (
    <ClientMessages namespaces={["charges", "codes", "common", "receivables"]}>
      <ReceivablesScreen merchants={merchants} admin={admin} today={ctx.now().toISOString().slice(0, 10)} />
    </ClientMessages>
  );
}
