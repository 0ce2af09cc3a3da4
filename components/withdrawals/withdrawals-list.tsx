"use client";

import { useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, type One } from "@/components/api/api-fetch";
import { useCodes } from "@/components/codes/use-codes";
import { useFormat } from "@/components/format/use-format";
import {
  Badge,
  Button,
  Card,
  CardHeader,
  ConfirmDialog,
  EmptyState,
  Field,
  Pager,
  QueryState,
  Select,
  Table,
  TBody,
  TD,
  TH,
  THead,
  TR,
  useToast,
  type BadgeTone,
} from "@/components/ui";
import { withdrawalKeys } from "./query-keys";
import { ReceiptDialog } from "./receipt-dialog";
import { ReviewDialog, ReviewQueueNotice, type Decision } from "./review-withdrawal";
import { STATUSES, recipientLine, type WithdrawalPage, type WithdrawalStatus, type WithdrawalView } from "./types";

const PER_PAGE = 20;
const TONES: Record<WithdrawalStatus, BadgeTone> = {
  pending_review: "purple",
  pending: "yellow",
  processing: "blue",
  completed: "green",
  failed: "red",
  canceled: "neutral",
  rejected: "red",
};

/** `merchants` is given to admins only: they see every merchant's withdrawals and decide the held ones. */
export function WithdrawalsList({ merchants }: { merchants?: Array<{ id: string; name: string }> }) {
  const admin = merchants !== undefined;
  const t = useTranslations("withdrawals");
  const codes = useCodes();
  const fmt = useFormat();
  const toast = useToast();
  const client = useQueryClient();
  const [filters, setFilters] = useState<{ status?: string; method?: string; merchant_id?: string }>({});
  const [page, setPage] = useState(1);
  const [receiptOf, setReceiptOf] = useState<string | null>(null);
  const [cancelOf, setCancelOf] = useState<WithdrawalView | null>(null);
  const [decision, setDecision] = useState<Decision>(null);
  const query = { ...filters, page, per_page: PER_PAGE };
  const list = useQuery({
    queryKey: withdrawalKeys.list(query),
    queryFn: ({ signal }) => apiFetch<WithdrawalPage>("/withdrawals", { query, signal }),
    placeholderData: keepPreviousData,
    // The payout job moves Pix along within seconds: follow it while something is on its way.
    refetchInterval: (q) =>
      q.state.data?.data.some((w) => w.status === "pending" || w.status === "processing") ? 2_000 : false,
  });
  const rows = list.data?.data ?? [];
  const pagination = list.data?.pagination;
  const cancel = useMutation({
    mutationFn: (id: string) => apiFetch<One<WithdrawalView>>(`/withdrawals/${id}/cancel`, { method: "POST" }),
    onSuccess: () => toast.success(t("canceled")),
    onError: (e) => toast.error(codes.error(e)),
    onSettled: () => {
      setCancelOf(null);
      void client.invalidateQueries({ queryKey: withdrawalKeys.all });
    },
  });
  const update = (patch: Partial<typeof filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const names = new Map((merchants ?? []).map((m) => [m.id, m.name]));

  return (
    <Card>
      <CardHeader title={t("listTitle")} />
      {admin && <ReviewQueueNotice onShow={() => update({ status: "pending_review" })} />}
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-100 px-5 pb-4 [&>*]:w-full sm:[&>*]:w-44">
        <Field label={t("filterStatus")} htmlFor="wf-status">
          <Select
            id="wf-status"
            value={filters.status ?? ""}
            onChange={(e) => update({ status: e.target.value || undefined })}
          >
            <option value="">{t("allStatuses")}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t("filterMethod")} htmlFor="wf-method">
          <Select
            id="wf-method"
            value={filters.method ?? ""}
            onChange={(e) => update({ method: e.target.value || undefined })}
          >
            <option value="">{t("allMethods")}</option>
            <option value="pix">{t("method_pix")}</option>
            <option value="ted">{t("method_ted")}</option>
          </Select>
        </Field>
        {merchants && (
          <Field label={t("filterMerchant")} htmlFor="wf-merchant">
            <Select
              id="wf-merchant"
              value={filters.merchant_id ?? ""}
              onChange={(e) => update({ merchant_id: e.target.value || undefined })}
            >
              <option value="">{t("allMerchants")}</option>
              {merchants.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <div className="sm:!w-auto">
          <Button
            variant="ghost"
            onClick={() => update({ status: undefined, method: undefined, merchant_id: undefined })}
          >
            {t("clearFilters")}
          </Button>
        </div>
      </div>
      <QueryState
        query={list}
        errorTitle={t("loadError")}
        loadingLabel={t("loading")}
        empty={rows.length === 0 ? <EmptyState title={t("empty")} description={t("emptyText")} /> : undefined}
      >
        <div className={list.isFetching && list.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
          <Table stack data-testid="withdrawals-table">
            <THead>
              <tr>
                <TH>{t("colRequested")}</TH>
                {merchants && <TH>{t("colMerchant")}</TH>}
                <TH>{t("colMethod")}</TH>
                <TH>{t("colDestination")}</TH>
                <TH className="text-right">{t("colAmount")}</TH>
                <TH className="text-right">{t("colFee")}</TH>
                <TH>{t("colStatus")}</TH>
                <TH className="text-right">{t("colActions")}</TH>
              </tr>
            </THead>
            <TBody>
              {rows.map((w) => (
                <TR key={w.id} data-withdrawal-id={w.id} data-status={w.status}>
                  <TD className="whitespace-nowrap tabular-nums" label={t("colRequested")}>
                    {fmt.dateTime(w.created_at)}
                    {w.status === "pending" && new Date(w.scheduled_for) > new Date(w.created_at) && (
                      <div className="text-xs text-slate-600">
                        {t("scheduledFor", { when: fmt.dateTime(w.scheduled_for) })}
                      </div>
                    )}
                  </TD>
                  {merchants && (
                    <TD className="max-w-40 truncate" label={t("colMerchant")}>
                      {names.get(w.merchant_id) ?? w.merchant_id}
                    </TD>
                  )}
                  <TD label={t("colMethod")}>{t(`method_${w.method}`)}</TD>
                  <TD className="min-w-0 text-slate-600 md:max-w-56" label={t("colDestination")}>
                    <div className="min-w-0">
                      <div className="truncate">{recipientLine(w.recipient, w.bank?.code)}</div>
                      {w.bank && <div className="truncate text-xs text-slate-600">{w.bank.name}</div>}
                    </div>
                  </TD>
                  <TD className="text-right font-medium tabular-nums" lead="primary">
                    {fmt.money(w.amount, w.currency)}
                  </TD>
                  <TD className="text-right tabular-nums text-slate-600" label={t("colFee")}>
                    {fmt.money(w.fee_amount, w.currency)}
                  </TD>
                  <TD lead="status" className="text-right md:text-left">
                    <Badge tone={TONES[w.status]}>{t(`status.${w.status}`)}</Badge>
                    {w.failure_code && (
                      <div className="mt-1 max-w-48 text-xs text-red-600">
                        {codes.withdrawalFailure(w.failure_code)}
                      </div>
                    )}
                    {w.status === "pending_review" && (
                      <div className="mt-1 max-w-56 whitespace-normal text-xs text-slate-600">
                        {t(admin ? "pendingReviewHintAdmin" : "pendingReviewHint")}
                      </div>
                    )}
                    {w.reason && (
                      <div className="mt-1 max-w-56 whitespace-normal text-xs text-slate-600">
                        {t("reason", { reason: w.reason })}
                      </div>
                    )}
                  </TD>
                  <TD className="whitespace-nowrap text-right">
                    {w.status === "completed" && (
                      <Button size="sm" variant="secondary" onClick={() => setReceiptOf(w.id)}>
                        {t("receipt")}
                      </Button>
                    )}
                    {admin && w.status === "pending_review" ? (
                      <span className="inline-flex gap-2">
                        <Button
                          size="sm"
                          onClick={() => setDecision({ kind: "approve", w })}
                          data-testid="approve-withdrawal"
                        >
                          {t("approve")}
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => setDecision({ kind: "reject", w })}>
                          {t("reject")}
                        </Button>
                      </span>
                    ) : (
                      (w.status === "pending" || w.status === "pending_review") && (
                        <Button size="sm" variant="ghost" onClick={() => setCancelOf(w)}>
                          {t("cancel")}
                        </Button>
                      )
                    )}
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
          {pagination && (
            <Pager
              page={page}
              totalPages={pagination.total_pages}
              onPage={setPage}
              info={t("total", { count: pagination.total })}
            />
          )}
        </div>
      </QueryState>
      <ReceiptDialog withdrawalId={receiptOf} onClose={() => setReceiptOf(null)} />
      <ReviewDialog
        decision={decision}
        merchantName={decision ? names.get(decision.w.merchant_id) : undefined}
        onClose={() => setDecision(null)}
      />
      <ConfirmDialog
        open={cancelOf !== null}
        onClose={() => setCancelOf(null)}
        onConfirm={() => cancelOf && cancel.mutate(cancelOf.id)}
        title={t("cancelTitle")}
        message={cancelOf ? t("cancelText", { amount: fmt.money(cancelOf.amount, cancelOf.currency) }) : ""}
        confirmLabel={t("cancelConfirm")}
        loading={cancel.isPending}
      />
    </Card>
  );
}
