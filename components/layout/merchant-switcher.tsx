"use client";

import { useEffect, useId, useMemo, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { setActiveMerchantAction } from "@/server/accounts/dashboard-actions/session-actions";
import { matchesMerchant, merchantDetail, type MerchantIdentity } from "@/components/admin/merchant-label";
import { cn } from "@/components/ui/cn";

/**
 * The admin's view: one merchant (cookie `active_merchant`) or all of them. Names repeat ("alpha",
 * "hook"), so each merchant shows its document or e-mail, and a search narrows the list by name,
 * e-mail or document (a combobox: type, arrows, Enter; Escape closes).
 */
export function MerchantSwitcher({ merchants, current }: { merchants: MerchantIdentity[]; current?: string }) {
  const t = useTranslations("common");
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, startTransition] = useTransition();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const listId = useId();
  const selected = merchants.find((m) => m.id === current);
  const shown = useMemo(() => merchants.filter((m) => matchesMerchant(m, query)), [merchants, query]);
  // The first option is "all merchants" while nothing is typed.
  const options: Array<MerchantIdentity | null> = query ? shown : [null, ...shown];

  useEffect(() => {
    if (!open) return;
    search.current?.focus();
    const outside = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", outside);
    return () => document.removeEventListener("mousedown", outside);
  }, [open]);

  const choose = (id: string) => {
    setOpen(false);
    setQuery("");
    if (id === (current ?? "")) return;
    startTransition(async () => {
      await setActiveMerchantAction(id);
      // Everything cached was for the previous view.
      queryClient.clear();
      router.refresh();
    });
  };

  return (
    <div ref={root} className="relative flex items-center gap-2 text-sm text-slate-600">
      <span className="hidden sm:inline">{t("viewingAs")}</span>
      <button
        type="button"
        data-testid="merchant-switcher"
        data-value={current ?? ""}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`${t("merchant")}: ${selected ? selected.name : t("allMerchants")}`}
        disabled={pending}
        onClick={() => {
          setActive(0);
          setOpen((o) => !o);
        }}
        className="flex h-9 w-14 items-center justify-between gap-1 rounded-md border border-slate-300 bg-white px-2 text-left shadow-sm hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-60 sm:w-64 sm:gap-2 sm:px-2.5"
      >
        {/* A phone's header has no room for names: a shop icon opens the same searchable list. */}
        <svg
          viewBox="0 0 24 24"
          className="size-5 shrink-0 text-slate-600 sm:hidden"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          aria-hidden
        >
          <path d="M4 9h16l-1-4H5L4 9Zm0 0v10h16V9M9 19v-5h6v5" />
        </svg>
        <span className="hidden min-w-0 leading-tight sm:block">
          <span className="block truncate font-medium text-slate-900">
            {selected ? selected.name : t("allMerchants")}
          </span>
          {selected && (
            <span className="block truncate text-xs text-slate-600" data-testid="merchant-switcher-detail">
              {merchantDetail(selected)}
            </span>
          )}
        </span>
        <svg viewBox="0 0 20 20" className="size-4 shrink-0 text-slate-500" fill="currentColor" aria-hidden>
          <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" />
        </svg>
      </button>
      {open && (
        // On a phone the list spans the screen less its margins, under the header: hung from the button, which
        // sits right of the menu button, it ran 23 px past the screen and made the page scroll sideways.
        // (The header's backdrop blur makes it the box `fixed` is placed in; it spans the screen there.)
        <div className="fixed inset-x-4 top-14 z-30 rounded-lg bg-white p-2 shadow-lg ring-1 ring-slate-200 sm:absolute sm:inset-x-auto sm:top-full sm:left-0 sm:mt-1 sm:w-[22rem]">
          <input
            ref={search}
            type="search"
            role="combobox"
            aria-label={t("searchMerchant")}
            aria-expanded
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={options[active] !== undefined ? `${listId}-${active}` : undefined}
            placeholder={t("searchMerchant")}
            data-testid="merchant-switcher-search"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={(e) => {
              if (e.key === "ArrowDown") {
                e.preventDefault();
                setActive((i) => Math.min(i + 1, options.length - 1));
              } else if (e.key === "ArrowUp") {
                e.preventDefault();
                setActive((i) => Math.max(i - 1, 0));
              } else if (e.key === "Enter") {
                e.preventDefault();
                const o = options[active];
                if (o !== undefined) choose(o?.id ?? "");
              } else if (e.key === "Escape") {
                setOpen(false);
              }
            }}
            className="mb-2 h-9 w-full rounded-md border border-slate-300 px-2.5 text-sm focus:border-indigo-500 focus:ring-1 focus:ring-indigo-500 focus:outline-none"
          />
          <ul id={listId} role="listbox" aria-label={t("merchant")} className="max-h-80 overflow-y-auto">
            {options.map((m, i) => (
              <li
                key={m?.id ?? "all"}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={(m?.id ?? "") === (current ?? "")}
                data-merchant-id={m?.id ?? ""}
                data-testid="merchant-option"
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(m?.id ?? "")}
                className={cn(
                  "cursor-pointer rounded-md px-2.5 py-1.5",
                  i === active ? "bg-indigo-50" : "",
                  (m?.id ?? "") === (current ?? "") && "font-semibold",
                )}
              >
                <span className="block truncate text-sm text-slate-900">{m ? m.name : t("allMerchants")}</span>
                {m && <span className="block truncate text-xs text-slate-600">{merchantDetail(m)}</span>}
              </li>
            ))}
            {options.length === 0 && <li className="px-2.5 py-2 text-sm text-slate-600">{t("noMerchantFound")}</li>}
          </ul>
        </div>
      )}
    </div>
  );
}
