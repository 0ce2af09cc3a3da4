"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch, ApiError, type One } from "@/components/api/api-fetch";
import { moneyInputText, parseMoneyInput } from "@/components/charges/money-input";
import { useFormat } from "@/components/format/use-format";
import { Button, Card, CardHeader, EmptyState, Field, Input, Skeleton, useToast } from "@/components/ui";
import type { WithdrawalSettingsView } from "@/components/withdrawals/types";
import { merchantKeys } from "./query-keys";

/**
 * A merchant's daily withdrawal total (GET/PATCH /v1/merchants/{id}/withdrawal-settings, docs/api/risk.md): past it
 * a withdrawal waits for an admin on the withdrawals screen. Shows what the last 24 hours used of it.
 */
export function WithdrawalLimitCard({ merchantId }: { merchantId: string }) {
  const t = useTranslations("admin.withdrawalLimit");
  const common = useTranslations("common");
  const settings = useQuery({
    queryKey: merchantKeys.withdrawalSettings(merchantId),
    queryFn: ({ signal }) =>
      apiFetch<One<WithdrawalSettingsView>>(`/merchants/${merchantId}/withdrawal-settings`, { signal }).then(
        (r) => r.data,
      ),
  });
  return (
    <Card data-testid="withdrawal-limit-card">
      <CardHeader title={t("title")} description={t("description")} />
      {settings.isPending ? (
        <div className="px-5 py-4">
          <Skeleton className="h-9 w-full" />
        </div>
      ) : settings.isError ? (
        <EmptyState
          title={t("loadError")}
          action={
            <Button variant="secondary" onClick={() => void settings.refetch()}>
              {common("retry")}
            </Button>
          }
        />
      ) : (
        <WithdrawalLimitForm key={settings.dataUpdatedAt} initial={settings.data} />
      )}
    </Card>
  );
}

function WithdrawalLimitForm({ initial }: { initial: WithdrawalSettingsView }) {
  const t = useTranslations("admin.withdrawalLimit");
  const locale = useLocale();
  const fmt = useFormat();
  const toast = useToast();
  const client = useQueryClient();
  const [text, setText] = useState(moneyInputText(initial.daily_max_amount, locale));
  const amount = parseMoneyInput(text);
  const save = useMutation({
    mutationFn: () =>
      apiFetch<One<WithdrawalSettingsView>>(`/merchants/${initial.merchant_id}/withdrawal-settings`, {
        method: "PATCH",
        body: { daily_max_amount: amount },
      }),
    onSuccess: async () => {
      toast.success(t("saved"));
      await client.invalidateQueries({ queryKey: merchantKeys.withdrawalSettings(initial.merchant_id) });
    },
    onError: (e) => toast.error(e instanceof ApiError ? `${t("saveError")} (${e.code})` : t("saveError")),
  });
  return (
    <form
      className="flex flex-wrap items-end justify-between gap-4 px-5 py-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (amount !== null && amount !== initial.daily_max_amount) save.mutate();
      }}
    >
      <Field label={t("dailyMax")} htmlFor="withdrawal-daily-max" error={amount === null ? t("invalid") : undefined}>
        <div className="relative w-56">
          <span className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center text-sm text-slate-600">
            R$
          </span>
          <Input
            id="withdrawal-daily-max"
            inputMode="decimal"
            className="pl-9"
            value={text}
            aria-invalid={amount === null || undefined}
            onChange={(e) => setText(e.target.value)}
            data-testid="withdrawal-daily-max"
          />
        </div>
      </Field>
      <p className="text-sm text-slate-600" data-testid="withdrawal-daily-used">
        {t("used", {
          used: fmt.money(initial.daily_used_amount),
          left: fmt.money(initial.daily_remaining_amount),
        })}
      </p>
      <Button
        type="submit"
        loading={save.isPending}
        disabled={amount === null || amount === initial.daily_max_amount}
        data-testid="withdrawal-limit-save"
      >
        {t("save")}
      </Button>
    </form>
  );
}
