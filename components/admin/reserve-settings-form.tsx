"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch, type One } from "@/components/api/api-fetch";
import { moneyInputText, parseMoneyInput } from "@/components/charges/money-input";
import { Button, Field, Input } from "@/components/ui";
import type { ReserveSettingsView } from "@/server/money/reserves/schemas";
import { merchantKeys } from "./query-keys";
import { useSettingsSave } from "./use-settings-save";
import { SettingsCard } from "./settings-card";

type Name = "refund_allowance" | "rolling_reserve_bp" | "rolling_reserve_days";
/** The allowance is typed in reais, the percentage as a percent ("10,00" = 1000 basis points), the days whole. */
const FIELDS: Array<{ name: Name; kind: "fee" | "rate" | "days"; max: number }> = [
  { name: "refund_allowance", kind: "fee", max: 1_000_000_000 },
  { name: "rolling_reserve_bp", kind: "rate", max: 10_000 },
  { name: "rolling_reserve_days", kind: "days", max: 365 },
];

function parse(kind: "fee" | "rate" | "days", text: string): number | null {
  if (kind !== "days") return parseMoneyInput(text);
  return /^\d{1,3}$/.test(text.trim()) && Number(text) >= 1 ? Number(text) : null;
}

/** A merchant's refund allowance and rolling reserve (GET/PATCH /v1/merchants/{id}/reserve-settings). */
export function ReserveSettingsCard({ merchantId }: { merchantId: string }) {
  const t = useTranslations("admin.reserves");
  const settings = useQuery({
    queryKey: merchantKeys.reserves(merchantId),
    queryFn: ({ signal }) =>
      apiFetch<One<ReserveSettingsView>>(`/merchants/${merchantId}/reserve-settings`, { signal }).then((r) => r.data),
  });
  return (
    <SettingsCard
      testId="reserve-settings-card"
      title={t("title")}
      description={t("description")}
      badge={{ custom: t("custom"), default: t("default") }}
      loadError={t("loadError")}
      query={settings}
    >
      {(data, loadedAt) => <ReserveSettingsForm key={loadedAt} initial={data} />}
    </SettingsCard>
  );
}

function ReserveSettingsForm({ initial }: { initial: ReserveSettingsView }) {
  const t = useTranslations("admin.reserves");
  const locale = useLocale();
  const text = (f: (typeof FIELDS)[number]) =>
    f.kind === "days" ? String(initial[f.name]) : moneyInputText(initial[f.name], locale);
  const [values, setValues] = useState(
    Object.fromEntries(FIELDS.map((f) => [f.name, text(f)])) as Record<Name, string>,
  );
  const parsed = Object.fromEntries(FIELDS.map((f) => [f.name, parse(f.kind, values[f.name])])) as Record<
    Name,
    number | null
  >;
  const invalid = FIELDS.filter((f) => parsed[f.name] === null || parsed[f.name]! > f.max);
  const changed = FIELDS.filter((f) => parsed[f.name] !== null && parsed[f.name] !== initial[f.name]);
  const save = useSettingsSave({
    path: `/merchants/${initial.merchant_id}/reserve-settings`,
    queryKey: merchantKeys.reserves(initial.merchant_id),
    changes: Object.fromEntries(changed.map((f) => [f.name, parsed[f.name]])),
    messages: { saved: t("saved"), saveError: t("saveError") },
  });
  return (
    <form
      className="space-y-5 px-5 py-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (invalid.length === 0 && changed.length > 0) save.mutate();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FIELDS.map((f) => (
          <Field
            key={f.name}
            label={t(`fields.${f.name}`)}
            htmlFor={`reserves-${f.name}`}
            hint={t(`hints.${f.name}`)}
            error={invalid.includes(f) ? t(`invalid.${f.kind}`) : undefined}
          >
            <div className="relative">
              {f.kind === "fee" && (
                <span className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center text-sm text-slate-600">
                  R$
                </span>
              )}
              <Input
                id={`reserves-${f.name}`}
                inputMode={f.kind === "days" ? "numeric" : "decimal"}
                className={f.kind === "fee" ? "pl-9" : "pr-12"}
                value={values[f.name]}
                aria-invalid={invalid.includes(f) || undefined}
                onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
                data-testid={`reserves-${f.name}`}
              />
              {f.kind !== "fee" && (
                <span className="pointer-events-none absolute inset-y-0 right-2.5 flex items-center text-sm text-slate-600">
                  {f.kind === "rate" ? "%" : t("daysUnit")}
                </span>
              )}
            </div>
          </Field>
        ))}
      </div>
      <div className="flex items-center justify-end gap-3">
        <p className="text-xs text-slate-600">{t("appliesFromNow")}</p>
        <Button
          type="submit"
          loading={save.isPending}
          disabled={invalid.length > 0 || changed.length === 0}
          data-testid="reserves-save"
        >
          {t("save")}
        </Button>
      </div>
    </form>
  );
}
