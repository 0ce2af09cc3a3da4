"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Button, Input, cn } from "@/components/ui";
import { useBankSearch, type BankView } from "./use-recipients";

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * A combobox over the banks directory: typing searches by name, the name people use ("nubank"), code or ISPB
 * (accents ignored),
 * arrows and Enter choose. Once chosen the bank shows as a chip with a "change" button.
 */
export function BankPicker({
  value,
  onChange,
  invalid,
  inputId,
}: {
  value: BankView | null;
  onChange: (bank: BankView | null) => void;
  invalid?: boolean;
  inputId: string;
}) {
  const t = useTranslations("recipients");
  const listId = useId();
  const [search, setSearch] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const banks = useBankSearch(search, open && !value);
  const options = banks.data?.data ?? [];

  if (value) {
    return (
      <div className="flex h-9 items-center justify-between gap-2 rounded-md bg-slate-50 px-3 ring-1 ring-slate-200 ring-inset">
        <span className="min-w-0 truncate text-sm text-slate-900" data-testid="chosen-bank">
          <span className="font-mono text-slate-500">{value.code}</span> ·{" "}
          {value.common_name ? (
            <>
              <span className="font-medium">{value.common_name}</span>{" "}
              <span className="text-slate-500">({value.name})</span>
            </>
          ) : (
            value.name
          )}
        </span>
        <Button
          size="sm"
          variant="ghost"
          className="-mr-2"
          onClick={() => {
            onChange(null);
            setOpen(true);
          }}
        >
          {t("bankChange")}
        </Button>
      </div>
    );
  }

  const choose = (bank: BankView | undefined) => {
    if (!bank) return;
    onChange(bank);
    setSearch("");
    setOpen(false);
  };

  return (
    <div className="relative">
      <Input
        id={inputId}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-invalid={invalid}
        aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={t("bankSearchPlaceholder")}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setOpen(true);
            setActive((i) => Math.min(i + 1, options.length - 1));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (e.key === "Enter" && open) {
            e.preventDefault();
            choose(options[active]);
          } else if (e.key === "Escape" && open) {
            e.stopPropagation();
            e.preventDefault();
            setOpen(false);
          }
        }}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          className="absolute z-10 mt-1 max-h-64 w-full overflow-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200"
        >
          {banks.isPending ? (
            <li className="px-3 py-2 text-slate-500">{t("bankSearching")}</li>
          ) : options.length === 0 ? (
            <li className="px-3 py-2 text-slate-500">{t("bankNoMatch", { search })}</li>
          ) : (
            options.map((bank, i) => (
              <li
                key={bank.code}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                data-testid="bank-option"
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(bank);
                }}
                onMouseEnter={() => setActive(i)}
                className={cn("flex cursor-pointer gap-2 px-3 py-1.5", i === active && "bg-indigo-50")}
              >
                <span className="w-9 shrink-0 font-mono text-slate-500">{bank.code}</span>
                {/* The name people use first when we know it; the legal name below says which institution it is. */}
                <span className="min-w-0">
                  <span className="block truncate text-slate-900" data-testid="bank-option-name">
                    {bank.common_name ?? bank.name}
                  </span>
                  {bank.common_name ? (
                    <span className="block truncate text-xs text-slate-500">{bank.name}</span>
                  ) : (
                    bank.short_name &&
                    fold(bank.short_name) !== fold(bank.name) && (
                      <span className="block truncate text-xs text-slate-500">{bank.short_name}</span>
                    )
                  )}
                </span>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
