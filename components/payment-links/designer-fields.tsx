"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Card, CardBody, CardHeader, Field, Input, Select, cn } from "@/components/ui";
import { ContrastWarnings } from "./contrast-warnings";
import { HEX, type LinkForm } from "./form-state";
import { ImageDrop } from "./image-drop";
import { formatBytes } from "./upload-image";
import type { useLinkImages } from "./use-link-images";
import { LINK_DISABLED_PAYMENT_METHODS, LINK_PAYMENT_METHODS } from "@/server/universal/payment-methods";
import type { PaymentMethod } from "./types";

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} description={hint} />
      <CardBody className="space-y-4">{children}</CardBody>
    </Card>
  );
}

function ColorField({
  id,
  label,
  hint,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <Field label={label} htmlFor={id} hint={hint} error={error ?? (HEX.test(value) ? undefined : "#RRGGBB")}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={label}
          value={HEX.test(value) ? value.toLowerCase() : "#000000"}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          className="h-9 w-12 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
        />
        <Input
          id={id}
          value={value}
          maxLength={7}
          onChange={(e) => onChange(e.target.value)}
          className="w-32 font-mono uppercase"
          aria-invalid={!HEX.test(value) || undefined}
        />
      </div>
    </Field>
  );
}

export function DesignerFields({
  form,
  update,
  errors,
  images,
  uploadMaxBytes,
}: {
  form: LinkForm;
  update: (patch: Partial<LinkForm>) => void;
  errors: Record<string, string>;
  images: ReturnType<typeof useLinkImages>;
  uploadMaxBytes: number;
}) {
  const t = useTranslations("paymentLinks.designer");
  const size = formatBytes(uploadMaxBytes);
  const toggleMethod = (m: PaymentMethod, on: boolean) =>
    update({ methods: on ? [...form.methods, m] : form.methods.filter((x) => x !== m) });
  const radio = (name: string, checked: boolean, onChange: () => void, label: string, testId: string) => (
    <label
      className={cn(
        "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm ring-1 ring-inset",
        checked ? "bg-indigo-50 text-indigo-900 ring-indigo-300" : "ring-slate-200 hover:bg-slate-50",
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="accent-indigo-600"
        data-testid={testId}
      />
      {label}
    </label>
  );

  return (
    <>
      <Section title={t("product")} hint={t("productHint")}>
        <Field label={t("titleLabel")} htmlFor="link-title" error={errors.title}>
          <Input
            id="link-title"
            required
            maxLength={120}
            value={form.title}
            placeholder={t("titlePlaceholder")}
            onChange={(e) => update({ title: e.target.value })}
            aria-invalid={!!errors.title || undefined}
          />
        </Field>
        <Field label={t("descriptionLabel")} htmlFor="link-description" error={errors.description}>
          <textarea
            id="link-description"
            rows={3}
            maxLength={2000}
            value={form.description}
            onChange={(e) => update({ description: e.target.value })}
            className="block w-full rounded-md border-0 px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-indigo-600 focus:outline-none"
          />
        </Field>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">{t("productType")}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {radio(
              "product_type",
              form.productType === "physical",
              () => update({ productType: "physical" }),
              t("physical"),
              "type-physical",
            )}
            {radio(
              "product_type",
              form.productType === "digital",
              () => update({ productType: "digital" }),
              t("digital"),
              "type-digital",
            )}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">{t("amountMode")}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {radio(
              "amount_mode",
              form.amountMode === "fixed",
              () => update({ amountMode: "fixed" }),
              t("fixedAmount"),
              "amount-fixed",
            )}
            {radio(
              "amount_mode",
              form.amountMode === "buyer",
              () => update({ amountMode: "buyer" }),
              t("buyerAmount"),
              "amount-buyer",
            )}
          </div>
        </fieldset>
        {form.amountMode === "fixed" && (
          <Field label={t("amountLabel")} htmlFor="link-amount" error={errors.amount}>
            <Input
              id="link-amount"
              inputMode="decimal"
              value={form.amount}
              placeholder="129,90"
              onChange={(e) => update({ amount: e.target.value })}
              className="w-48 tabular-nums"
              aria-invalid={!!errors.amount || undefined}
            />
          </Field>
        )}
      </Section>

      <Section title={t("payment")} hint={t("paymentHint")}>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">{t("methods")}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {LINK_PAYMENT_METHODS.map((m) => (
              <label
                key={m}
                className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm ring-1 ring-slate-200 ring-inset hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  checked={form.methods.includes(m)}
                  onChange={(e) => toggleMethod(m, e.target.checked)}
                  className="accent-indigo-600"
                  data-testid={`method-${m}`}
                />
                {t(`method.${m}`)}
              </label>
            ))}
            {LINK_DISABLED_PAYMENT_METHODS.map((m) => (
              <label
                key={m}
                className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-400 ring-1 ring-slate-100 ring-inset"
              >
                <input type="checkbox" disabled />
                {t(`method.${m}`)} <span className="text-xs">({t("methodUnavailable")})</span>
              </label>
            ))}
          </div>
          {errors.allowed_payment_methods && (
            <p className="mt-1 text-xs text-red-600">{errors.allowed_payment_methods}</p>
          )}
        </fieldset>
        {form.methods.includes("credit_card") && (
          <Field label={t("maxInstallments")} htmlFor="link-installments" error={errors.max_installments}>
            <Select
              id="link-installments"
              value={form.maxInstallments}
              onChange={(e) => update({ maxInstallments: Number(e.target.value) })}
              className="w-48"
            >
              {Array.from({ length: 12 }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n === 1 ? t("singlePayment") : t("installmentsOption", { count: n })}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </Section>

      <Section title={t("appearance")} hint={t("appearanceHint")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <ColorField
            id="link-primary"
            label={t("primaryColor")}
            hint={t("primaryHint")}
            value={form.primaryColor}
            onChange={(v) => update({ primaryColor: v })}
            error={errors.primary_color}
          />
          <ColorField
            id="link-panel"
            label={t("panelColor")}
            hint={t("panelHint")}
            value={form.panelColor}
            onChange={(v) => update({ panelColor: v })}
            error={errors.summary_panel_color}
          />
        </div>
        {HEX.test(form.primaryColor) && HEX.test(form.panelColor) && (
          <ContrastWarnings primary={form.primaryColor} panel={form.panelColor} />
        )}
        {(["logo", "cover"] as const).map((kind) => (
          <ImageDrop
            key={kind}
            kind={kind}
            label={t(kind)}
            hint={t(kind === "logo" ? "logoHint" : "coverHint", { size })}
            previewUrl={images.previewUrl(kind)}
            pending={!!images.slots[kind].pending}
            progress={images.slots[kind].progress}
            error={images.slots[kind].error}
            onFile={(f) => images.choose(kind, f)}
            onRemove={() => void images.remove(kind)}
          />
        ))}
      </Section>

      <Section title={t("rules")} hint={t("rulesHint")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("expiresAt")} htmlFor="link-expires" error={errors.expires_at}>
            <Input
              id="link-expires"
              type="datetime-local"
              value={form.expiresAt}
              onChange={(e) => update({ expiresAt: e.target.value })}
              aria-invalid={!!errors.expires_at || undefined}
            />
          </Field>
          <Field label={t("maxUses")} htmlFor="link-max-uses" hint={t("maxUsesHint")} error={errors.max_uses}>
            <Input
              id="link-max-uses"
              type="number"
              min={1}
              inputMode="numeric"
              value={form.maxUses}
              onChange={(e) => update({ maxUses: e.target.value })}
              aria-invalid={!!errors.max_uses || undefined}
            />
          </Field>
        </div>
        <Field label={t("redirectUrl")} htmlFor="link-redirect" hint={t("redirectHint")} error={errors.redirect_url}>
          <Input
            id="link-redirect"
            type="url"
            value={form.redirectUrl}
            placeholder="https://"
            onChange={(e) => update({ redirectUrl: e.target.value })}
            aria-invalid={!!errors.redirect_url || undefined}
          />
        </Field>
      </Section>
    </>
  );
}
