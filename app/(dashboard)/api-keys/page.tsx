import { getTranslations } from "next-intl/server";
import { ApiKeysScreen } from "@/components/api-keys/api-keys-screen";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { listMerchantOptions } from "@/server/accounts/merchants/list-merchant-options";
import { merchantInScope } from "@/server/platform/tenancy";
import { ClientMessages } from "@/components/layout/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("apiKeys"))("title") };
}

export default async function ApiKeysPage() {
  const ctx = await requirePageCtx();
  const isAdmin = ctx.actor.role === "admin";
  const merchantNames = isAdmin
    ? Object.fromEntries((await listMerchantOptions({ ctx })).map((m) => [m.id, m.name]))
    : {};
  const allMerchants = isAdmin && !merchantInScope(ctx);
  return (
    <ClientMessages namespaces={["apiKeys", "codes", "common"]}>
      <ApiKeysScreen isAdmin={isAdmin} allMerchants={allMerchants} merchantNames={merchantNames} />
    </ClientMessages>
  );
}
