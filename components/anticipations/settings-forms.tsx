"use client";

import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, type One } from "@/components/api/api-fetch";
import { moneyInputText, parseMoneyInput } from "@/components/charges/money-input";
import { useFormat } from "@/components/format/use-format";
import { Button, Card, CardBody, CardHeader, Field, Input, TableSkeleton, useToast } from "@/components/ui";
import { anticipationKeys, type SettingsView } from "./types";
import { useCodes } from "@/components/codes/use-codes";

/** Basis points ↔ a percentage typed by a person ("70" or "12,5"). */
const pctText = (bp: number) => String(bp / 100);
function parsePct(text: string): number | null {
  const v = Number(text.replace(",", "."));
  return Number.isFinite(v) && v >= 0 && v <= 100 ? Math.round(v * 100) : null;
}

function useSettings(merchantId: string) {
  const qc = useQueryClient();
  const toast = useToast();
  const t = useTranslations("anticipations");
  const codes = useCodes();
  const url = `/merchants/${merchantId}/anticipation-settings`;
  const query = useQuery({
    queryKey: anticipationKeys.settings(merchantId),
    queryFn: ({ signal }) => apiFetch<One<SettingsView>>(url, { signal }),
  });
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => apiFetch<One<SettingsView>>(url, { method: "PATCH", body }),
    onSuccess: async () => {
      toast.success(t("savedToast"));
      await qc.invalidateQueries({ queryKey: anticipationKeys.all });
    },
    onError: (e) => toast.error(codes.error(e)),
  });
  return { settings: query.data?.data, save };
}

/** The merchant's daily automatic anticipation. */
export function AutomaticForm({ merchantId }: { merchantId: string }) {
  const t = useTranslations("anticipations");
  const { settings, save } = useSettings(merchantId);
  return (
    <Card>
      <CardHeader title={t("automaticTitle")} description={t("automaticHint")} />
      <CardBody>
        {/* Keyed by the saved values: the fields start from them, and again after each save. */}
        {!settings ? (
          <TableSkeleton label={t("loading")} />
        ) : (
          <AutomaticFields
            key={JSON.stringify(settings)}
            settings={settings}
            save={save.mutate}
            busy={save.isPending}
          />
        )}
      </CardBody>
    </Card>
  );
}

type Save = (body: Record<string, unknown>) => void;

function AutomaticFields({ settings, save, busy }: { settings: SettingsView; save: Save; busy: boolean }) {
  const t = useTranslations("anticipations");
  const [enabled, setEnabled] = useState(settings.automatic_enabled);
  const [share, setShare] = useState(pctText(settings.automatic_share_bp));
  const [delay, setDelay] = useState(String(settings.automatic_delay_days));
  const shareBp = parsePct(share);
  const delayDays = /^\d+$/.test(delay) ? Number(delay) : null;
  const valid = shareBp !== null && shareBp > 0 && delayDays !== null && delayDays >= 1 && delayDays <= 60;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) save({ automatic_enabled: enabled, automatic_share_bp: shareBp, automatic_delay_days: delayDays });
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
          className="size-4 rounded border-slate-300 text-indigo-600"
        />
        {t("automaticEnabled")}
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t("automaticShare")}
          htmlFor="auto-share"
          error={shareBp === null ? t("invalidNumber") : undefined}
        >
          <Input id="auto-share" inputMode="decimal" value={share} onChange={(e) => setShare(e.target.value)} />
        </Field>
        <Field
          label={t("automaticDelay")}
          htmlFor="auto-delay"
          error={delayDays === null ? t("invalidNumber") : undefined}
        >
          <Input id="auto-delay" inputMode="numeric" value={delay} onChange={(e) => setDelay(e.target.value)} />
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={!valid || busy}>
          {t("save")}
        </Button>
      </div>
    </form>
  );
}

/** An admin's approval limits for the merchant chosen in the switcher. */
export function LimitsForm({ merchantId }: { merchantId: string }) {
  const t = useTranslations("anticipations");
  const { settings, save } = useSettings(merchantId);
  return (
    <Card data-testid="limits-form">
      <CardHeader title={t("limitsTitle")} description={t("limitsHint")} />
      <CardBody>
        {!settings ? (
          <TableSkeleton label={t("loading")} />
        ) : (
          <LimitFields key={JSON.stringify(settings)} settings={settings} save={save.mutate} busy={save.isPending} />
        )}
      </CardBody>
    </Card>
  );
}

function LimitFields({ settings, save, busy }: { settings: SettingsView; save: Save; busy: boolean }) {
  const t = useTranslations("anticipations");
  const fmt = useFormat();
  const [share, setShare] = useState(pctText(settings.auto_approve_max_share_bp));
  const [min, setMin] = useState(moneyInputText(settings.auto_approve_min_amount, fmt.locale));
  const [max, setMax] = useState(moneyInputText(settings.auto_approve_max_amount, fmt.locale));
  const [daily, setDaily] = useState(moneyInputText(settings.auto_approve_daily_max_amount, fmt.locale));
  const shareBp = parsePct(share);
  const minC = parseMoneyInput(min);
  const maxC = parseMoneyInput(max);
  const dailyC = parseMoneyInput(daily);
  const valid = shareBp !== null && minC !== null && maxC !== null && dailyC !== null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid)
      save({
        auto_approve_max_share_bp: shareBp,
        auto_approve_min_amount: minC,
        auto_approve_max_amount: maxC,
        auto_approve_daily_max_amount: dailyC,
      });
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          label={t("limitMaxShare")}
          htmlFor="limit-share"
          error={shareBp === null ? t("invalidNumber") : undefined}
        >
          <Input id="limit-share" inputMode="decimal" value={share} onChange={(e) => setShare(e.target.value)} />
        </Field>
        <Field label={t("limitMin")} htmlFor="limit-min" error={minC === null ? t("invalidNumber") : undefined}>
          <Input id="limit-min" inputMode="decimal" value={min} onChange={(e) => setMin(e.target.value)} />
        </Field>
        <Field label={t("limitMax")} htmlFor="limit-max" error={maxC === null ? t("invalidNumber") : undefined}>
          <Input id="limit-max" inputMode="decimal" value={max} onChange={(e) => setMax(e.target.value)} />
        </Field>
        <Field label={t("limitDaily")} htmlFor="limit-daily" error={dailyC === null ? t("invalidNumber") : undefined}>
          <Input id="limit-daily" inputMode="decimal" value={daily} onChange={(e) => setDaily(e.target.value)} />
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" data-testid="save-limits" disabled={!valid || busy}>
          {t("save")}
        </Button>
      </div>
    </form>
  );
}
