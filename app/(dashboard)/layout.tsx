import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";
import { DashboardProviders } from "@/components/layout/providers";
import { LocaleSwitch } from "@/components/layout/locale-switch";
import { MerchantSwitcher } from "@/components/layout/merchant-switcher";
import { MobileNav } from "@/components/layout/mobile-nav";
import { NoticeBanner } from "@/components/layout/notice-banner";
import { Sidebar } from "@/components/layout/sidebar";
import { UserMenu } from "@/components/layout/user-menu";
import { requirePageCtx, requireSession } from "@/server/accounts/auth/page-ctx";
import { getMerchant } from "@/server/accounts/merchants/get-merchant";
import { listMerchantOptions } from "@/server/accounts/merchants/list-merchant-options";
import { listUnreadNotices } from "@/server/delivery/notices/list-unread-notices";
import { merchantInScope } from "@/server/platform/tenancy";
import { isSandboxDeployment } from "@/server/money/test-clocks/sandbox-only";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await requireSession();
  const ctx = await requirePageCtx();
  const isAdmin = ctx.actor.role === "admin";
  const merchants = isAdmin ? await listMerchantOptions({ ctx }) : [];
  const scoped = merchantInScope(ctx);
  const acting = isAdmin ? scoped : undefined;
  const merchantName = !isAdmin && scoped ? (await getMerchant({ ctx, id: scoped })).name : undefined;
  const notices = await listUnreadNotices({ ctx });
  const sandbox = isSandboxDeployment();
  return (
    <ClientMessages namespaces={["common", "stepUp"]}>
      <DashboardProviders>
        <div className="flex min-h-screen">
          {/* The column carries the background and the border down the whole page; the menu inside stays in view. */}
          <div className="hidden w-60 shrink-0 border-r border-slate-200 bg-white lg:block">
            <aside className="sticky top-0 h-screen">
              <Sidebar isAdmin={isAdmin} sandbox={sandbox} />
            </aside>
          </div>
          <div className="flex min-w-0 flex-1 flex-col">
            <header className="sticky top-0 z-20 flex h-14 items-center justify-between gap-4 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
              <div className="flex items-center gap-3">
                <MobileNav>
                  <Sidebar isAdmin={isAdmin} sandbox={sandbox} />
                </MobileNav>
                {isAdmin && (
                  <MerchantSwitcher
                    merchants={merchants}
                    current={merchants.some((m) => m.id === acting) ? acting : undefined}
                  />
                )}
              </div>
              <div className="flex items-center gap-4">
                <LocaleSwitch />
                <UserMenu name={user.name} email={user.email} role={user.role} merchantName={merchantName} />
              </div>
            </header>
            <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
              <NoticeBanner notices={notices} />
              {children}
            </main>
          </div>
        </div>
      </DashboardProviders>
    </ClientMessages>
  );
}
