"use client";

import { RowLink } from "@/components/ui/row-link";
import { useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, ApiError, type One, type Page } from "@/components/api/api-fetch";
import { CardLabel } from "@/components/charges/card-brand";
import { chargeKeys } from "@/components/charges/query-keys";
import type { ChargeView } from "@/components/charges/types";
import { useFormat } from "@/components/format/use-format";
import { Button, Card, ConfirmDialog, EmptyState, Pager, QueryState, useToast } from "@/components/ui";
import { fraudKeys } from "./query-keys";
import { reasonLabel } from "./reason-label";
import { useCodes } from "@/components/codes/use-codes";

const LIMIT = 20;
type Decision = "approve" | "reject";

/**
 * The review queue (GET /v1/charges/reviews, oldest first): the merchant approves (capture) or rejects
 * (void) each held charge after a confirmation. An admin sees the merchant it switched to, or all of them.
 */
export function ReviewQueue({ merchants }: { merchants?: Array<{ id: string; name: string }> }) {
  const t = useTranslations("fraud.review");
  const tf = useTranslations("fraud");
  const codes = useCodes();
  const fmt = useFormat();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState<{ charge: ChargeView; decision: Decision; key: string } | null>(null);
  const query = { page, limit: LIMIT };
  const reviews = useQuery({
    queryKey: fraudKeys.reviews(query),
    queryFn: ({ signal }) => apiFetch<Page<ChargeView>>("/charges/reviews", { query, signal }),
    placeholderData: keepPreviousData,
  });
  const { data } = reviews;
  const rows = data?.data ?? [];
  const pagination = data?.pagination;
  const merchantName = new Map((merchants ?? []).map((m) => [m.id, m.name]));

  // The queue and every charge list or page change with a decision (status, captured amount).
  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: fraudKeys.all }),
      queryClient.invalidateQueries({ queryKey: chargeKeys.all }),
    ]);
  const decide = useMutation({
    mutationFn: (a: { charge: ChargeView; decision: Decision; key: string }) =>
      apiFetch<One<ChargeView>>(`/charges/${a.charge.id}/review`, {
        method: "POST",
        body: { decision: a.decision },
        idempotencyKey: a.key,
      }),
    onSuccess: async (_, a) => {
      toast.success(a.decision === "approve" ? t("approved") : t("rejected"));
      setAsking(null);
      // The last charge of a later page leaves it empty: show the page before.
      if (page > 1 && data?.data.length === 1) setPage(page - 1);
      await invalidate();
    },
    onError: async (e) => {
      setAsking(null);
      if (e instanceof ApiError && e.code === "not_in_review") toast.info(t("alreadyDecided"));
      else toast.error(codes.error(e));
      await invalidate();
    },
  });

  const ask = (charge: ChargeView, decision: Decision) => setAsking({ charge, decision, key: crypto.randomUUID() });
  const total = data && <span data-testid="review-total">{t("total", { count: data.pagination.total })}</span>;
  const who = (c: ChargeView) => c.customer?.name ?? c.customer?.email ?? t("thisBuyer");

  return (
    <Card data-testid="review-queue">
      <QueryState
        query={reviews}
        errorTitle={t("loadError")}
        loadingLabel={t("loading")}
        empty={
          rows.length === 0 ? (
            <EmptyState
              title={t("empty")}
              description={t("emptyText")}
              icon={
                <svg
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  className="size-5"
                  aria-hidden
                >
                  <path d="M12 3 5 6v5c0 4.5 3 8.2 7 10 4-1.8 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4" strokeLinejoin="round" />
                </svg>
              }
            />
          ) : undefined
        }
      >
        <div className={reviews.isFetching ? "opacity-60 transition-opacity" : undefined}>
          <ul className="divide-y divide-slate-100">
            {rows.map((c) => (
              <li
                key={c.id}
                data-testid="review-item"
                data-charge-id={c.id}
                className="flex flex-col gap-3 px-4 py-4 sm:px-5 md:flex-row md:items-start md:gap-6"
              >
                <div className="min-w-0 flex-1 space-y-2">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="text-lg font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                      {fmt.money(c.amount, c.currency)}
                    </span>
                    {c.fraud && (
                      <span
                        className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 tabular-nums ring-1 ring-amber-200 ring-inset"
                        data-testid="review-score"
                      >
                        {t("score", { score: c.fraud.score })}
                      </span>
                    )}
                    {c.installments > 1 && <span className="text-xs text-slate-500">{c.installments}x</span>}
                  </div>
                  <div className="min-w-0 text-sm">
                    {c.customer?.name || c.customer?.email ? (
                      <>
                        <div className="truncate font-medium text-slate-900">{c.customer.name ?? c.customer.email}</div>
                        {c.customer.name && c.customer.email && (
                          <div className="truncate text-slate-500">{c.customer.email}</div>
                        )}
                      </>
                    ) : (
                      <span className="text-slate-600">{t("noCustomer")}</span>
                    )}
                  </div>
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
                    {c.card && <CardLabel brand={c.card.brand} lastFour={c.card.last_four} />}
                    <span className="tabular-nums">{t("waitingSince", { date: fmt.dateTime(c.created_at) })}</span>
                    {merchants && (
                      <span className="font-medium text-slate-600">
                        {merchantName.get(c.merchant_id) ?? c.merchant_id.slice(0, 8)}
                      </span>
                    )}
                  </div>
                  {c.fraud && c.fraud.reasons.length > 0 && (
                    <ul className="flex flex-wrap gap-1.5" data-testid="review-reasons">
                      {c.fraud.reasons.map((r) => (
                        <li
                          key={r.code}
                          className="inline-flex items-center gap-1 rounded-md bg-slate-50 px-2 py-1 text-xs text-slate-700 ring-1 ring-slate-200 ring-inset"
                        >
                          {reasonLabel(tf, r.code)}
                          <span className="text-slate-600 tabular-nums">+{r.points}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
                <div className="flex flex-wrap items-center gap-2 md:flex-col md:items-stretch">
                  <Button
                    className="flex-1 md:flex-none"
                    onClick={() => ask(c, "approve")}
                    data-testid="review-approve"
                  >
                    {t("approve")}
                  </Button>
                  <Button
                    variant="secondary"
                    className="flex-1 md:flex-none"
                    onClick={() => ask(c, "reject")}
                    data-testid="review-reject"
                  >
                    {t("reject")}
                  </Button>
                  <RowLink
                    href={`/charges/${c.id}`}
                    className="w-full text-center text-sm text-indigo-600 hover:text-indigo-500 md:w-auto"
                  >
                    {t("open")}
                  </RowLink>
                </div>
              </li>
            ))}
          </ul>
          {pagination && pagination.total_pages > 1 ? (
            <Pager page={pagination.page} totalPages={pagination.total_pages} onPage={setPage} info={total} />
          ) : (
            <div className="border-t border-slate-100 px-5 py-3 text-sm text-slate-500">{total}</div>
          )}
        </div>
      </QueryState>
      {asking && (
        <ConfirmDialog
          open
          onClose={() => !decide.isPending && setAsking(null)}
          onConfirm={() => decide.mutate(asking)}
          loading={decide.isPending}
          danger={asking.decision === "reject"}
          title={t(asking.decision === "approve" ? "approveTitle" : "rejectTitle", {
            amount: fmt.money(asking.charge.amount, asking.charge.currency),
          })}
          message={t(asking.decision === "approve" ? "approveText" : "rejectText", { customer: who(asking.charge) })}
          confirmLabel={t(asking.decision === "approve" ? "approveConfirm" : "rejectConfirm")}
        />
      )}
    </Card>
  );
}
