"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch, type One } from "@/components/api/api-fetch";
import { moneyInputText, parseMoneyInput } from "@/components/charges/money-input";
import { Button, Field, Input } from "@/components/ui";
import { merchantKeys } from "./query-keys";
import { useSettingsSave } from "./use-settings-save";
import { SettingsCard } from "./settings-card";
import type { Pricing } from "./types";

/** The settlement day of Pix (0 or 1) is a count of days, not a rate or fee: set through the API or the CLI. */
type Name = Exclude<keyof Pricing, "merchant_id" | "custom" | "pix_settlement_days">;
/** Rates are typed as percents ("3,19" = 319 basis points), fees as reais; both are hundredths. */
const FIELDS: Array<{ name: Name; kind: "rate" | "fee" }> = [
  { name: "mdr_1x_bp", kind: "rate" },
  { name: "mdr_2_6_bp", kind: "rate" },
  { name: "mdr_7_12_bp", kind: "rate" },
  { name: "anticipation_monthly_bp", kind: "rate" },
  { name: "withdrawal_fee_pix", kind: "fee" },
  { name: "withdrawal_fee_ted", kind: "fee" },
  { name: "pix_mdr_bp", kind: "rate" },
  { name: "pix_fee_min", kind: "fee" },
  { name: "pix_fee_max", kind: "fee" },
  { name: "dispute_fee", kind: "fee" },
];

/** A merchant's prices (GET/PATCH /v1/merchants/{id}/pricing); only changed fields are sent. */
export function PricingCard({ merchantId }: { merchantId: string }) {
  const t = useTranslations("admin.pricing");
  const pricing = useQuery({
    queryKey: merchantKeys.pricing(merchantId),
    queryFn: ({ signal }) => apiFetch<One<Pricing>>(`/merchants/${merchantId}/pricing`, { signal }).then((r) => r.data),
  });
  return (
    <SettingsCard
      testId="pricing-card"
      title={t("title")}
      description={t("description")}
      badge={{ custom: t("custom"), default: t("default") }}
      loadError={t("loadError")}
      query={pricing}
    >
      {(data, loadedAt) => <PricingForm key={loadedAt} initial={data} />}
    </SettingsCard>
  );
}

function PricingForm({ initial }: { initial: Pricing }) {
  const t = useTranslations("admin.pricing");
  const locale = useLocale();
  const start = Object.fromEntries(FIELDS.map((f) => [f.name, moneyInputText(initial[f.name], locale)])) as Record<
    Name,
    string
  >;
  const [values, setValues] = useState(start);
  const parsed = Object.fromEntries(FIELDS.map((f) => [f.name, parseMoneyInput(values[f.name])])) as Record<
    Name,
    number | null
  >;
  const invalid = FIELDS.filter((f) => parsed[f.name] === null || (f.kind === "rate" && parsed[f.name]! > 10_000));
  const changed = FIELDS.filter((f) => parsed[f.name] !== null && parsed[f.name] !== initial[f.name]);
  const save = useSettingsSave({
    path: `/merchants/${initial.merchant_id}/pricing`,
    queryKey: merchantKeys.pricing(initial.merchant_id),
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
            htmlFor={`pricing-${f.name}`}
            error={invalid.includes(f) ? t(f.kind === "rate" ? "invalidRate" : "invalidFee") : undefined}
          >
            <div className="relative">
              {f.kind === "fee" && (
                <span className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center text-sm text-slate-600">
                  R$
                </span>
              )}
              <Input
                id={`pricing-${f.name}`}
                inputMode="decimal"
                className={f.kind === "fee" ? "pl-9" : "pr-8"}
                value={values[f.name]}
                aria-invalid={invalid.includes(f) || undefined}
                onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
                data-testid={`pricing-${f.name}`}
              />
              {f.kind === "rate" && (
                <span className="pointer-events-none absolute inset-y-0 right-2.5 flex items-center text-sm text-slate-600">
                  %
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
          data-testid="pricing-save"
        >
          {t("save")}
        </Button>
      </div>
    </form>
  );
}
