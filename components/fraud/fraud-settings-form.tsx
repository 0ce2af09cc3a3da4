"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, ApiError, type One } from "@/components/api/api-fetch";
import {
  Button,
  Card,
  CardBody,
  CardHeader,
  EmptyState,
  Field,
  Input,
  Select,
  Skeleton,
  useToast,
} from "@/components/ui";
import { FRAUD_SETTING_RANGES, type FraudSettingName } from "@/server/universal/fraud-setting-ranges";
import { fraudKeys } from "./query-keys";
import { useCodes } from "@/components/codes/use-codes";

type Settings = Record<FraudSettingName, number> & { merchant_id: string };
type Errors = Partial<Record<FraudSettingName | "form", string>>;

const GROUPS: Array<{ title: "decisions" | "velocity"; fields: FraudSettingName[] }> = [
  { title: "decisions", fields: ["review_score", "deny_score", "velocity_window_minutes"] },
  {
    title: "velocity",
    fields: ["card_velocity_limit", "device_velocity_limit", "ip_velocity_limit", "email_velocity_limit"],
  },
];
const NAMES = GROUPS.flatMap((g) => g.fields);
const HINTED = new Set<FraudSettingName>(["review_score", "deny_score", "velocity_window_minutes"]);

/**
 * An admin's thresholds of one merchant (GET/PATCH /v1/merchants/{id}/fraud-settings, docs/api/fraud.md):
 * the merchant the admin switched to, or one chosen here when it views all merchants.
 */
export function FraudSettingsPanel({
  merchants,
  actingMerchantId,
}: {
  merchants: Array<{ id: string; name: string }>;
  actingMerchantId?: string;
}) {
  const t = useTranslations("fraud.settings");
  const common = useTranslations("common");
  const [chosen, setChosen] = useState("");
  const merchantId = actingMerchantId ?? chosen;
  const { data, isPending, isError, refetch, dataUpdatedAt } = useQuery({
    queryKey: fraudKeys.settings(merchantId),
    queryFn: ({ signal }) =>
      apiFetch<One<Settings>>(`/merchants/${merchantId}/fraud-settings`, { signal }).then((r) => r.data),
    enabled: merchantId !== "",
  });

  return (
    <Card data-testid="fraud-settings">
      <CardHeader title={t("title")} description={t("description")} />
      {!actingMerchantId && (
        <div className="border-b border-slate-100 px-5 py-4">
          <Field label={t("merchant")} htmlFor="fraud-settings-merchant">
            <Select
              id="fraud-settings-merchant"
              className="sm:w-72"
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
              data-testid="fraud-settings-merchant"
            >
              <option value="">{t("chooseMerchant")}</option>
              {merchants.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      )}
      {merchantId === "" ? (
        <EmptyState title={t("chooseMerchant")} description={t("chooseMerchantText")} />
      ) : isPending ? (
        <CardBody className="space-y-3">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </CardBody>
      ) : isError ? (
        <EmptyState
          title={t("loadError")}
          action={
            <Button variant="secondary" onClick={() => void refetch()}>
              {common("retry")}
            </Button>
          }
        />
      ) : (
        // A fresh form for each merchant and each fetched version: the inputs start from what is stored.
        <SettingsForm key={`${merchantId}:${dataUpdatedAt}`} initial={data} />
      )}
    </Card>
  );
}

function SettingsForm({ initial }: { initial: Settings }) {
  const t = useTranslations("fraud.settings");
  const common = useTranslations("common");
  const codes = useCodes();
  const toast = useToast();
  const queryClient = useQueryClient();
  const start = Object.fromEntries(NAMES.map((n) => [n, String(initial[n])])) as Record<FraudSettingName, string>;
  const [values, setValues] = useState(start);
  const [errors, setErrors] = useState<Errors>({});
  const dirty = NAMES.some((n) => values[n] !== start[n]);

  const save = useMutation({
    mutationFn: (body: Record<FraudSettingName, number>) =>
      apiFetch<One<Settings>>(`/merchants/${initial.merchant_id}/fraud-settings`, { method: "PATCH", body }).then(
        (r) => r.data,
      ),
    onSuccess: async (saved) => {
      toast.success(t("saved"));
      queryClient.setQueryData(fraudKeys.settings(saved.merchant_id), saved);
      await queryClient.invalidateQueries({ queryKey: fraudKeys.settings(saved.merchant_id) });
    },
    onError: (e) => setErrors(errorsOf(e)),
  });

  /** The API's errors by field: `details` names every bad field; `invalid_thresholds` names review_score. */
  function errorsOf(e: unknown): Errors {
    if (!(e instanceof ApiError)) return { form: common("errorGeneric") };
    if (e.code === "invalid_thresholds") return { review_score: t("reviewAboveDeny") };
    const out: Errors = {};
    // The API's English messages stay for integrators; a field says the code's words in the user's language.
    for (const d of e.details ?? (e.param ? [{ param: e.param, message: e.message }] : [])) {
      const name = NAMES.find((n) => n === d.param);
      if (name) out[name] ??= codes.error(e);
    }
    return Object.keys(out).length > 0 ? out : { form: codes.error(e) };
  }

  /** The same ranges as the API, checked before sending so that the messages are in the user's language. */
  function check(): { errors: Errors; body?: Record<FraudSettingName, number> } {
    const errs: Errors = {};
    const body = {} as Record<FraudSettingName, number>;
    for (const n of NAMES) {
      const text = values[n].trim();
      const { min, max } = FRAUD_SETTING_RANGES[n];
      if (!/^\d+$/.test(text)) errs[n] = t("required");
      else if (Number(text) < min || Number(text) > max) errs[n] = t("range", { min, max });
      else body[n] = Number(text);
    }
    if (!errs.review_score && !errs.deny_score && body.review_score > body.deny_score)
      errs.review_score = t("reviewAboveDeny");
    return Object.keys(errs).length > 0 ? { errors: errs } : { errors: {}, body };
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const { errors: errs, body } = check();
        setErrors(errs);
        if (body) save.mutate(body);
      }}
    >
      <CardBody className="space-y-6">
        {GROUPS.map((g) => (
          <fieldset key={g.title} className="space-y-3">
            <legend className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t(g.title)}</legend>
            {g.title === "velocity" && <p className="-mt-1 text-xs text-slate-500">{t("velocityHint")}</p>}
            <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {g.fields.map((n) => {
                const { min, max } = FRAUD_SETTING_RANGES[n];
                return (
                  <Field
                    key={n}
                    label={t(n)}
                    htmlFor={`fraud-${n}`}
                    hint={HINTED.has(n) ? t(`${n}Hint`) : undefined}
                    error={errors[n]}
                  >
                    <Input
                      id={`fraud-${n}`}
                      name={n}
                      inputMode="numeric"
                      placeholder={`${min}–${max}`}
                      className="tabular-nums"
                      value={values[n]}
                      onChange={(e) => setValues({ ...values, [n]: e.target.value })}
                      aria-invalid={!!errors[n]}
                      aria-describedby={errors[n] ? `fraud-${n}-error` : undefined}
                    />
                  </Field>
                );
              })}
            </div>
          </fieldset>
        ))}
        {errors.form && <p className="text-sm text-red-600">{errors.form}</p>}
      </CardBody>
      <div className="flex flex-wrap justify-end gap-2 rounded-b-lg border-t border-slate-100 bg-slate-50 px-5 py-3">
        <Button
          variant="secondary"
          disabled={!dirty || save.isPending}
          onClick={() => {
            setValues(start);
            setErrors({});
          }}
        >
          {t("reset")}
        </Button>
        <Button type="submit" loading={save.isPending} disabled={!dirty} data-testid="fraud-settings-save">
          {common("save")}
        </Button>
      </div>
    </form>
  );
}
