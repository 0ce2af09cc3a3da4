"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, type One, type Page } from "@/components/api/api-fetch";
import { useFormat } from "@/components/format/use-format";
import { Card, PageHeader, Skeleton, StatCard } from "@/components/ui";
import { withdrawalKeys } from "./query-keys";
import type { MethodView, RecipientView, SummaryView, WalletView, WithdrawalSettingsView } from "./types";
import { WithdrawForm } from "./withdraw-form";
import { WithdrawalsList } from "./withdrawals-list";

/**
 * The withdrawals screen: balances, what is left of the day's withdrawal total, a new withdrawal with its fee shown
 * before confirming, and the history with receipts. `merchantId` is undefined for an admin who has not switched to
 * a merchant: then there is nothing to withdraw from, only everyone's history and the review queue.
 */
export function WithdrawalsScreen({
  merchantId,
  merchants,
}: {
  merchantId: string | undefined;
  merchants?: Array<{ id: string; name: string }>;
}) {
  const t = useTranslations("withdrawals");
  const fmt = useFormat();
  const canWithdraw = merchantId !== undefined;
  const limit = useQuery({
    queryKey: withdrawalKeys.settings(merchantId ?? ""),
    queryFn: ({ signal }) =>
      apiFetch<One<WithdrawalSettingsView>>(`/merchants/${merchantId}/withdrawal-settings`, { signal }),
    enabled: canWithdraw,
  });
  const l = limit.data?.data;
  const wallets = useQuery({
    queryKey: withdrawalKeys.wallets(),
    queryFn: ({ signal }) => apiFetch<Page<WalletView>>("/wallets", { query: { currency_code: "BRL" }, signal }),
    enabled: canWithdraw,
  });
  const summary = useQuery({
    queryKey: withdrawalKeys.summary({}),
    queryFn: ({ signal }) => apiFetch<One<SummaryView>>("/withdrawals/summary", { signal }),
  });
  const methods = useQuery({
    queryKey: withdrawalKeys.methods(),
    queryFn: ({ signal }) => apiFetch<One<MethodView[]>>("/withdrawals/methods", { signal }),
    enabled: canWithdraw,
  });
  const recipients = useQuery({
    queryKey: withdrawalKeys.recipients(),
    queryFn: ({ signal }) => apiFetch<Page<RecipientView>>("/recipients", { signal }),
    enabled: canWithdraw,
  });
  const balance = (type: "main" | "reserve") =>
    wallets.data?.data.find((w) => w.owner_type === "merchant" && w.wallet_type === type)?.balance ?? 0;
  const available = wallets.data ? balance("main") : undefined;
  const s = summary.data?.data;

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="space-y-6">
        <div className={canWithdraw ? "grid gap-4 sm:grid-cols-2 xl:grid-cols-4" : "grid gap-4 sm:grid-cols-3"}>
          {canWithdraw && (
            <>
              <div data-testid="available-balance">
                <StatCard
                  label={t("available")}
                  value={wallets.data ? fmt.money(balance("main")) : <Skeleton className="h-8 w-32" />}
                  hint={t("availableHint")}
                />
              </div>
              <StatCard
                label={t("held")}
                value={wallets.data ? fmt.money(balance("reserve")) : <Skeleton className="h-8 w-32" />}
                hint={t("heldHint")}
              />
              <div data-testid="daily-limit">
                <StatCard
                  label={t("dailyLeft")}
                  value={l ? fmt.money(l.daily_remaining_amount) : <Skeleton className="h-8 w-32" />}
                  hint={l ? t("dailyLeftHint", { limit: fmt.money(l.daily_max_amount) }) : undefined}
                />
              </div>
            </>
          )}
          <StatCard
            label={t("withdrawn")}
            value={s ? fmt.money(s.withdrawn_amount) : <Skeleton className="h-8 w-32" />}
            hint={s ? t("withdrawnHint", { fees: fmt.money(s.fees_paid) }) : undefined}
          />
        </div>
        {canWithdraw ? (
          methods.data ? (
            <WithdrawForm available={available} methods={methods.data.data} recipients={recipients.data?.data ?? []} />
          ) : (
            <Card className="p-5">
              <Skeleton className="h-40 w-full" />
            </Card>
          )
        ) : (
          <Card className="px-5 py-4 text-sm text-slate-600">{t("chooseMerchant")}</Card>
        )}
        <WithdrawalsList merchants={merchants} />
      </div>
    </>
  );
}
