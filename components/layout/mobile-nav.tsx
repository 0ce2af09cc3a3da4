"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";

/** The sidebar (`children`, drawn on the server) in a drop-down on small screens; it closes after navigating. */
export function MobileNav({ children }: { children: ReactNode }) {
  const t = useTranslations("common");
  const pathname = usePathname();
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);
  return (
    <details ref={ref} className="relative lg:hidden">
      <summary
        className="cursor-pointer list-none rounded-md p-1.5 text-slate-600 hover:bg-slate-100"
        aria-label={t("menu")}
      >
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
      </summary>
      <div className="absolute top-10 left-0 z-30 w-64 rounded-lg bg-white shadow-lg ring-1 ring-slate-200">
        {children}
      </div>
    </details>
  );
}
