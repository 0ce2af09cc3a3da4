"use client";

import { useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, type One, type Page } from "@/components/api/api-fetch";
import { useFormat } from "@/components/format/use-format";
import { receivableKeys } from "@/components/receivables/query-keys";
import {
  Badge,
  Button,
  Card,
  CardHeader,
  ConfirmDialog,
  Dialog,
  EmptyState,
  Field,
  Input,
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
import { ANTICIPATION_STATUSES, anticipationKeys, type AnticipationStatus, type AnticipationView } from "./types";
import { useCodes } from "@/components/codes/use-codes";
import { listQuery } from "./first-queries";

const TONES: Record<AnticipationStatus, BadgeTone> = {
  pending: "yellow",
  processing: "blue",
  completed: "green",
  canceled: "neutral",
  rejected: "red",
};

type Action = { kind: "cancel" | "reject"; a: AnticipationView } | null;

/**
 * A list of anticipations with their actions: the merchant cancels a pending one; an admin approves or
 * rejects. `queue` shows only the pending ones (the admin's approval queue).
 */
export function AnticipationsList({
  admin,
  queue,
  merchants,
}: {
  admin: boolean;
  queue?: boolean;
  merchants?: Array<{ id: string; name: string }>;
}) {
  const t = useTranslations("anticipations");
  const common = useTranslations("common");
  const codes = useCodes();
  const fmt = useFormat();
  const toast = useToast();
  const qc = useQueryClient();
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const [detail, setDetail] = useState<AnticipationView | null>(null);
  const [action, setAction] = useState<Action>(null);
  const [reason, setReason] = useState("");
  const names = new Map((merchants ?? []).map((m) => [m.id, m.name]));
  const query = listQuery(queue ? "pending" : status, page);
  const list = useQuery({
    queryKey: anticipationKeys.list(query),
    queryFn: ({ signal }) => apiFetch<Page<AnticipationView>>("/anticipations", { query, signal }),
    placeholderData: keepPreviousData,
  });
  const done = async (message: string) => {
    toast.success(message);
    setAction(null);
    setReason("");
    await Promise.all([
      qc.invalidateQueries({ queryKey: anticipationKeys.all }),
      qc.invalidateQueries({ queryKey: receivableKeys.all }),
    ]);
  };
  const fail = (e: unknown) => toast.error(codes.error(e));
  const act = useMutation({
    mutationFn: ({ kind, id }: { kind: "cancel" | "approve" | "reject"; id: string }) =>
      kind === "cancel"
        ? apiFetch<One<AnticipationView>>(`/anticipations/${id}`, { method: "DELETE" })
        : apiFetch<One<AnticipationView>>(`/anticipations/${id}/${kind}`, {
            method: "POST",
            body: kind === "reject" && reason.trim() ? { reason: reason.trim() } : {},
          }),
    onSuccess: (_r, v) =>
      done(t(v.kind === "cancel" ? "canceledToast" : v.kind === "approve" ? "approvedToast" : "rejectedToast")),
    onError: fail,
  });

  const rows = list.data?.data ?? [];
  const pagination = list.data?.pagination;
  return (
    <Card data-testid={queue ? "approval-queue" : "anticipations-list"}>
      <CardHeader
        title={queue ? t("queueTitle") : t("listTitle")}
        description={queue ? t("queueHint") : t("listHint")}
      />
      {!queue && (
        <div className="border-b border-slate-100 px-5 py-3">
          <Select
            aria-label={t("filterStatus")}
            className="w-full sm:w-56"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t("allStatuses")}</option>
            {ANTICIPATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </Select>
        </div>
      )}
      <QueryState
        query={list}
        errorTitle={t("loadError")}
        loadingLabel={t("loading")}
        empty={
          rows.length === 0 ? (
            <EmptyState
              title={queue ? t("queueEmpty") : t("empty")}
              description={queue || admin ? undefined : t("emptyText")}
            />
          ) : undefined
        }
      >
        <div className={list.isFetching ? "opacity-60 transition-opacity" : undefined}>
          <div>
            <Table stack>
              <THead>
                <tr>
                  <TH>{t("colCreated")}</TH>
                  {admin && <TH>{t("colMerchant")}</TH>}
                  <TH>{t("colType")}</TH>
                  <TH className="text-right">{t("colAmount")}</TH>
                  <TH className="text-right">{t("colFee")}</TH>
                  <TH className="text-right">{t("colNet")}</TH>
                  <TH>{t("colStatus")}</TH>
                  <TH />
                </tr>
              </THead>
              <TBody>
                {rows.map((a) => (
                  <TR key={a.id} data-anticipation-id={a.id} data-status={a.status}>
                    <TD className="whitespace-nowrap tabular-nums" label={t("colCreated")}>
                      {fmt.dateTime(a.created_at)}
                    </TD>
                    {admin && (
                      <TD className="max-w-40 truncate" label={t("colMerchant")}>
                        {names.get(a.merchant_id) ?? a.merchant_id}
                      </TD>
                    )}
                    <TD label={t("colType")}>{t(`type.${a.anticipation_type}`)}</TD>
                    <TD className="text-right tabular-nums" label={t("colAmount")}>
                      {fmt.money(a.amount, a.currency)}
                      <div className="text-xs text-slate-500">
                        {t("receivablesCount", { count: a.receivables.length })}
                      </div>
                    </TD>
                    <TD className="text-right tabular-nums text-slate-600" label={t("colFee")}>
                      {fmt.money(a.fee_amount, a.currency)}
                    </TD>
                    <TD className="text-right font-medium tabular-nums" lead="primary">
                      {fmt.money(a.net_amount, a.currency)}
                    </TD>
                    <TD lead="status">
                      <Badge tone={TONES[a.status]}>{t(`status.${a.status}`)}</Badge>
                    </TD>
                    <TD className="whitespace-nowrap text-right">
                      <div className="flex flex-wrap justify-end gap-1.5">
                        <Button size="sm" variant="ghost" onClick={() => setDetail(a)}>
                          {t("details")}
                        </Button>
                        {a.status === "pending" && admin && queue && (
                          <>
                            <Button
                              size="sm"
                              data-testid="approve"
                              disabled={act.isPending}
                              onClick={() => act.mutate({ kind: "approve", id: a.id })}
                            >
                              {t("approve")}
                            </Button>
                            <Button size="sm" variant="secondary" onClick={() => setAction({ kind: "reject", a })}>
                              {t("reject")}
                            </Button>
                          </>
                        )}
                        {a.status === "pending" && !queue && (
                          <Button
                            size="sm"
                            variant="secondary"
                            data-testid="cancel"
                            onClick={() => setAction({ kind: "cancel", a })}
                          >
                            {t("cancel")}
                          </Button>
                        )}
                      </div>
                    </TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          </div>
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

      <ConfirmDialog
        open={action?.kind === "cancel"}
        onClose={() => setAction(null)}
        onConfirm={() => action && act.mutate({ kind: "cancel", id: action.a.id })}
        title={t("cancelTitle")}
        message={t("cancelText")}
        confirmLabel={t("cancel")}
        loading={act.isPending}
      />
      <Dialog
        open={action?.kind === "reject"}
        onClose={() => setAction(null)}
        title={t("rejectTitle")}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAction(null)}>
              {common("cancel")}
            </Button>
            <Button
              variant="danger"
              disabled={act.isPending}
              onClick={() => action && act.mutate({ kind: "reject", id: action.a.id })}
            >
              {t("reject")}
            </Button>
          </>
        }
      >
        <Field label={t("rejectReason")} htmlFor="reject-reason">
          <Input id="reject-reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        </Field>
      </Dialog>
      {detail && <DetailDialog a={detail} onClose={() => setDetail(null)} />}
    </Card>
  );
}

function DetailDialog({ a, onClose }: { a: AnticipationView; onClose: () => void }) {
  const t = useTranslations("anticipations");
  const fmt = useFormat();
  return (
    <Dialog open onClose={onClose} title={`${t("detailTitle")} · ${t(`status.${a.status}`)}`} description={a.id}>
      <div className="space-y-3 text-sm">
        <dl className="grid grid-cols-3 gap-2">
          <div>
            <dt className="text-xs text-slate-500">{t("colAmount")}</dt>
            <dd className="tabular-nums">{fmt.money(a.amount, a.currency)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t("colFee")}</dt>
            <dd className="tabular-nums">{fmt.money(a.fee_amount, a.currency)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t("colNet")}</dt>
            <dd className="font-semibold tabular-nums">{fmt.money(a.net_amount, a.currency)}</dd>
          </div>
        </dl>
        {a.reason && (
          <p>
            <span className="text-slate-500">{t("reason")}: </span>
            {a.reason}
          </p>
        )}
        <div className="max-h-72 overflow-auto rounded-md ring-1 ring-slate-200">
          <Table>
            <THead>
              <tr>
                <TH>{t("colSettlement")}</TH>
                <TH className="text-right">{t("colDays")}</TH>
                <TH className="text-right">{t("colAmount")}</TH>
                <TH className="text-right">{t("colFee")}</TH>
                <TH className="text-right">{t("colNet")}</TH>
              </tr>
            </THead>
            <TBody>
              {a.receivables.map((r) => (
                <TR key={r.receivable_id}>
                  <TD className="whitespace-nowrap tabular-nums">{fmt.date(`${r.settlement_date}T12:00:00Z`)}</TD>
                  <TD className="text-right tabular-nums">{r.days}</TD>
                  <TD className="text-right tabular-nums">{fmt.money(r.amount, a.currency)}</TD>
                  <TD className="text-right tabular-nums">{fmt.money(r.fee_amount, a.currency)}</TD>
                  <TD className="text-right tabular-nums">{fmt.money(r.net_amount, a.currency)}</TD>
                </TR>
              ))}
            </TBody>
          </Table>
        </div>
      </div>
    </Dialog>
  );
}
