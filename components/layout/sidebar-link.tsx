"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";
import { navItems } from "./nav-items";

function isActive(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  // /webhooks must not light up on /webhooks/logs, which has an item of its own.
  const longer = navItems.some(
    (i) =>
      i.href !== href && i.href.startsWith(href + "/") && (pathname === i.href || pathname.startsWith(i.href + "/")),
  );
  return !longer && (pathname === href || pathname.startsWith(href + "/"));
}

/** One entry of the sidebar, lit while the current path is under it; its icon and label come from the server. */
export function SidebarLink({ href, external, children }: { href: string; external: boolean; children: ReactNode }) {
  const active = isActive(usePathname(), href);
  return (
    <Link
      href={href}
      prefetch={external ? false : undefined}
      target={external ? "_blank" : undefined}
      aria-current={active ? "page" : undefined}
      className={cn(
        "flex items-center gap-3 rounded-md px-2.5 py-2 text-sm font-medium transition-colors",
        active ? "bg-indigo-50 text-indigo-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
      )}
    >
      {children}
    </Link>
  );
}
