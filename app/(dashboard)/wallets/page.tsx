import { WalletsScreen } from "@/components/wallets/wallets-screen";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { listMerchantOptions } from "@/server/accounts/merchants/list-merchant-options";
import { listWallets } from "@/server/money/wallets/list-wallets";
import { listWalletsQuery } from "@/server/money/wallets/schemas";
import { merchantInScope } from "@/server/platform/tenancy";
import { ClientMessages } from "@/components/layout/client-messages";

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
  return (
    <ClientMessages namespaces={["charges", "codes", "common", "wallets"]}>
      <WalletsScreen
        wallets={merchantSelected ? [...own.data, ...platform.data] : [...platform.data, ...own.data]}
        merchants={merchants}
        admin={admin}
        merchantSelected={merchantSelected}
        today={ctx.now().toISOString().slice(0, 10)}
      />
    </ClientMessages>
  );
}
