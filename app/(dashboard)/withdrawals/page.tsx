import { WithdrawalsScreen } from "@/components/withdrawals/withdrawals-screen";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { listMerchantOptions } from "@/server/accounts/merchants/list-merchant-options";
import { merchantInScope } from "@/server/platform/tenancy";
import { ClientMessages } from "@/components/layout/client-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("nav", "withdrawals");

export default async function WithdrawalsPage() {
  const ctx = await requirePageCtx();
  const admin = ctx.actor.role === "admin";
  // A withdrawal belongs to one merchant: an admin withdraws only after switching to one.
  const merchantId = merchantInScope(ctx);
  const merchants = admin ? await listMerchantOptions({ ctx }) : undefined;
  return (
    <ClientMessages namespaces={["codes", "common", "withdrawals"]}>
      <WithdrawalsScreen merchantId={merchantId} merchants={admin ? merchants : undefined} />
    </ClientMessages>
  );
}
