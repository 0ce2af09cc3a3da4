"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { navItems } from "./nav-items";
import { NavIcon } from "./nav-icons";
import { Logo } from "./logo";

function isActive(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  // /webhooks must not light up on /webhooks/logs, which has an item of its own.
  const longer = navItems.some(
    (i) =>
      i.href !== href && i.href.startsWith(href + "/") && (pathname === i.href || pathname.startsWith(i.href + "/")),
  );
  return !longer && (pathname === href || pathname.startsWith(href + "/"));
}

export function Sidebar({ isAdmin, sandbox }: { isAdmin: boolean; sandbox: boolean }) {
  const t = useTranslations("nav");
  const common = useTranslations("common");
  const pathname = usePathname();
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
          const active = isActive(pathname, item.href);
          const external = item.href === "/docs";
          return (
            <Link
              key={item.href}
              href={item.href}
              prefetch={external ? false : undefined}
              target={external ? "_blank" : undefined}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex items-center gap-3 rounded-md px-2.5 py-2 text-sm font-medium transition-colors",
                active ? "bg-indigo-50 text-indigo-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
              )}
            >
              <NavIcon name={item.label} />
              {t(item.label)}
              {external && (
                <span className="ml-auto text-xs text-slate-400" aria-hidden>
                  ↗
                </span>
              )}
            </Link>
          );
        })}
    </nav>
  );
}
