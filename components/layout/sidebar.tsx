import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { navItems } from "./nav-items";
import { NavIcon } from "./nav-icons";
import { Logo } from "./logo";
import { SidebarLink } from "./sidebar-link";

/**
 * The menu, drawn on the server: its icons and labels travel as HTML, not as script. Only each entry's
 * highlight of the current path runs in the browser (./sidebar-link.tsx).
 */
export async function Sidebar({ isAdmin, sandbox }: { isAdmin: boolean; sandbox: boolean }) {
  const t = await getTranslations("nav");
  const common = await getTranslations("common");
  return (
    <nav className="flex h-full flex-col gap-1 px-3 py-4" aria-label={common("menu")}>
      <Link href="/" className="mb-5 flex items-center gap-2.5 px-2 text-base font-semibold text-slate-900">
        <span className="text-indigo-600">
          <Logo />
        </span>
        {common("appName")}
      </Link>
      {navItems
        .filter((item) => (isAdmin || !item.adminOnly) && (sandbox || !item.sandboxOnly))
        .map((item) => {
          const external = item.href === "/docs";
          return (
            <SidebarLink key={item.href} href={item.href} external={external}>
              <NavIcon name={item.label} />
              {t(item.label)}
              {external && (
                <span className="ml-auto text-xs text-slate-400" aria-hidden>
                  ↗
                </span>
              )}
            </SidebarLink>
          );
        })}
    </nav>
  );
}
