import { WalletsScreen } from "@/components/wallets/wallets-screen";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { listMerchantOptions } from "@/server/accounts/merchants/list-merchant-options";
import { listWallets } from "@/server/money/wallets/list-wallets";
import { listWalletsQuery } from "@/server/money/wallets/schemas";
import { getRollingReserve } from "@/server/money/reserves/get-rolling-reserve";
import { merchantInScope } from "@/server/platform/tenancy";
import { ClientMessages } from "@/components/layout/client-messages";
import { pageTitle } from "@/i18n/page-title";
import { localDay } from "@/server/universal/local-day";

export const generateMetadata = pageTitle("nav", "wallets");

export default async function WalletsPage() {
  const ctx = await requirePageCtx();
  const admin = ctx.actor.role === "admin";
  const [own, platform, merchants] = await Promise.all([
    listWallets({ ctx, input: listWalletsQuery.parse({ limit: "100", owner_type: admin ? "merchant" : undefined }) }),
    // Admins always see the platform's fee wallet, whichever merchant they switched to.
    admin
      ? listWallets({ ctx, input: listWalletsQuery.parse({ limit: "100", owner_type: "platform" }) })
      : Promise.resolve({ data: [] }),
    admin ? listMerchantOptions({ ctx }) : Promise.resolve([]),
  ]);
  // With one merchant chosen in the switcher, its wallets come first; the platform's fee wallet follows.
  const merchantSelected = admin && !!merchantInScope(ctx);
  // The rolling reserve of the merchant whose wallets lead, shown when it has one or still holds from one.
  const merchantId = !admin || merchantSelected ? merchantInScope(ctx) : undefined;
  const reserve = merchantId ? await getRollingReserve({ ctx, id: merchantId }) : undefined;
  const rollingReserve = reserve && (reserve.rolling_reserve_bp > 0 || reserve.held_amount > 0) ? reserve : undefined;
  return (
    <ClientMessages namespaces={["charges", "codes", "common", "wallets"]}>
      <WalletsScreen
        wallets={merchantSelected ? [...own.data, ...platform.data] : [...platform.data, ...own.data]}
        merchants={merchants}
        admin={admin}
        merchantSelected={merchantSelected}
        rollingReserve={rollingReserve}
        today={localDay(ctx.now())}
      />
    </ClientMessages>
  );
}
