"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button, Field, Input, Select, cn } from "@/components/ui";
import { moneyInputText, parseMoneyInput } from "./money-input";
import { METHODS, STATUSES, type FilterKey } from "./types";
import type { Filters } from "./use-filters";

function AmountFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: FilterKey;
  label: string;
  value?: string;
  onChange: (centavos?: string) => void;
}) {
  const locale = useLocale();
  const t = useTranslations("charges");
  const [text, setText] = useState(value ? moneyInputText(Number(value), locale) : "");
  const [invalid, setInvalid] = useState(false);
  const commit = () => {
    if (!text.trim()) return (setInvalid(false), onChange(undefined));
    const centavos = parseMoneyInput(text);
    setInvalid(centavos === null);
    if (centavos !== null) onChange(String(centavos));
  };
  return (
    <Field label={label} htmlFor={id} error={invalid ? t("invalidAmount") : undefined}>
      <Input
        id={id}
        inputMode="decimal"
        value={text}
        aria-invalid={invalid}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === "Enter" && commit()}
      />
    </Field>
  );
}

/** The filters folded behind the button on a phone (all but the search and the chips). */
const FOLDED: FilterKey[] = [
  "status",
  "payment_method",
  "date_from",
  "date_to",
  "amount_min",
  "amount_max",
  "installments",
  "merchant_id",
];

export function ChargeFilters({
  filters,
  update,
  clear,
  merchants,
}: {
  filters: Filters;
  update: (f: Filters) => void;
  clear: () => void;
  merchants?: Array<{ id: string; name: string }>;
}) {
  const t = useTranslations("charges");
  const urlSearch = filters.search ?? "";
  const [search, setSearch] = useState(urlSearch);
  const [seen, setSeen] = useState(urlSearch);
  const [pushed, setPushed] = useState(urlSearch);
  if (urlSearch !== seen) {
    setSeen(urlSearch);
    // An outside change (clear, back button) replaces the text; our own debounced push leaves typing alone.
    if (urlSearch !== pushed) setSearch(urlSearch);
  }
  useEffect(() => {
    const next = search.trim();
    if (next === urlSearch) return;
    const timer = setTimeout(() => {
      setPushed(next);
      update({ search: next || undefined });
    }, 350);
    return () => clearTimeout(timer);
  }, [search, urlSearch, update]);
  const active = Object.keys(filters).length > 0;
  // On a phone the search stays and the other fields fold behind one button, so the first charge is in
  // view; the button counts the folded filters in use. From md up there is room: they stay open.
  const [open, setOpen] = useState(false);
  const folded = FOLDED.filter((k) => filters[k] !== undefined).length;

  return (
    <div className="space-y-4 border-b border-slate-100 p-5" data-testid="charge-filters">
      <div className="grid gap-4 md:grid-cols-[2fr_1fr_1fr]">
        <Field label={t("search")} htmlFor="search">
          <Input
            id="search"
            type="search"
            placeholder={t("searchPlaceholder")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Field>
        <Button
          variant="secondary"
          size="sm"
          className="justify-self-start md:hidden"
          aria-expanded={open}
          aria-controls="charge-filter-fields charge-filter-more"
          onClick={() => setOpen(!open)}
          data-testid="charge-filters-toggle"
        >
          {folded > 0 ? t("filtersCount", { count: folded }) : t("filters")}
        </Button>
        <div id="charge-filter-fields" className={open ? "contents" : "hidden md:contents"}>
          <Field label={t("status")} htmlFor="status">
            <Select
              id="status"
              value={filters.status ?? ""}
              onChange={(e) => update({ status: e.target.value || undefined })}
            >
              <option value="">{t("all")}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`statuses.${s}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t("paymentMethod")} htmlFor="payment_method">
            <Select
              id="payment_method"
              value={filters.payment_method ?? ""}
              onChange={(e) => update({ payment_method: e.target.value || undefined })}
            >
              <option value="">{t("all")}</option>
              {METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`methods.${m}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </div>
      <div id="charge-filter-more" className={cn(open ? "grid" : "hidden", "grid-cols-2 gap-4 md:grid md:grid-cols-6")}>
        <Field label={t("dateFrom")} htmlFor="date_from">
          <Input
            id="date_from"
            type="date"
            value={filters.date_from ?? ""}
            onChange={(e) => update({ date_from: e.target.value || undefined })}
          />
        </Field>
        <Field label={t("dateTo")} htmlFor="date_to">
          <Input
            id="date_to"
            type="date"
            value={filters.date_to ?? ""}
            onChange={(e) => update({ date_to: e.target.value || undefined })}
          />
        </Field>
        <AmountFilter
          key={`min-${filters.amount_min ?? ""}`}
          id="amount_min"
          label={t("amountMin")}
          value={filters.amount_min}
          onChange={(v) => update({ amount_min: v })}
        />
        <AmountFilter
          key={`max-${filters.amount_max ?? ""}`}
          id="amount_max"
          label={t("amountMax")}
          value={filters.amount_max}
          onChange={(v) => update({ amount_max: v })}
        />
        <Field label={t("installments")} htmlFor="installments">
          <Select
            id="installments"
            value={filters.installments ?? ""}
            onChange={(e) => update({ installments: e.target.value || undefined })}
          >
            <option value="">{t("all")}</option>
            {Array.from({ length: 12 }, (_, i) => String(i + 1)).map((n) => (
              <option key={n} value={n}>
                {n}x
              </option>
            ))}
          </Select>
        </Field>
        {merchants ? (
          <Field label={t("merchant")} htmlFor="merchant_id">
            <Select
              id="merchant_id"
              value={filters.merchant_id ?? ""}
              onChange={(e) => update({ merchant_id: e.target.value || undefined })}
            >
              <option value="">{t("all")}</option>
              {merchants.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </Select>
          </Field>
        ) : (
          <div />
        )}
      </div>
      {(filters.payment_link_id || filters.currency || active) && (
        <div className="flex flex-wrap items-center gap-2">
          {(["payment_link_id", "currency"] as const).map((k) =>
            filters[k] ? (
              <span
                key={k}
                className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-700"
              >
                {t(k === "currency" ? "currency" : "paymentLink")}: <span className="font-mono">{filters[k]}</span>
                <button
                  type="button"
                  className="ml-1 text-slate-500 hover:text-slate-900"
                  aria-label={t("removeFilter")}
                  onClick={() => update({ [k]: undefined })}
                >
                  ×
                </button>
              </span>
            ) : null,
          )}
          {active && (
            <Button variant="ghost" size="sm" onClick={clear}>
              {t("clearFilters")}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
