"use client";

import { SummaryChart } from "./summary-chart";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, type One, type Page } from "@/components/api/api-fetch";
import { useFormat } from "@/components/format/use-format";
import {
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  EmptyState,
  Field,
  Input,
  PageHeader,
  QueryState,
  Select,
  Table,
  TableSkeleton,
  TBody,
  TD,
  TH,
  THead,
  TR,
  cn,
  type BadgeTone,
  Pager,
} from "@/components/ui";
import { ChargeRef } from "@/components/charges/charge-ref";
import { receivablesQueries } from "./first-queries";
import { receivableKeys } from "./query-keys";
import { SettlementRunner } from "./settlement-runner";
import { STATUSES, STATUS_COLORS, type ReceivableStatus, type ReceivableView, type SummaryView } from "./types";
import { useReceivableFilters } from "./use-filters";

const TONES: Record<ReceivableStatus, BadgeTone> = {
  pending: "yellow",
  reserved: "purple",
  anticipated: "blue",
  settled: "green",
  canceled: "neutral",
  suspended: "red",
};

export function ReceivablesScreen({
  merchants,
  admin,
  today,
}: {
  merchants?: Array<{ id: string; name: string }>;
  admin: boolean;
  today: string;
}) {
  const t = useTranslations("receivables");
  const fmt = useFormat();
  const { filters, page, update, clear } = useReceivableFilters();
  const { period = "month" } = filters;
  const { list: listQuery, summary: summaryQuery } = receivablesQueries(filters, page);
  const list = useQuery({
    queryKey: receivableKeys.list(listQuery),
    queryFn: ({ signal }) => apiFetch<Page<ReceivableView>>("/receivables", { query: listQuery, signal }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data ?? [];
  const pagination = list.data?.pagination;
  const summary = useQuery({
    queryKey: receivableKeys.summary(summaryQuery),
    queryFn: ({ signal }) => apiFetch<One<SummaryView>>("/receivables/summary", { query: summaryQuery, signal }),
    placeholderData: keepPreviousData,
  });
  const names = new Map((merchants ?? []).map((m) => [m.id, m.name]));
  const s = summary.data?.data;
  // The status filter narrows the cards and the chart too, not only the table.
  const shownStatuses = s ? s.by_status.filter((b) => !filters.status || b.status === filters.status) : [];
  const shownSummary = s && filters.status ? { ...s, series: s.series.filter((x) => x.status === filters.status) } : s;

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="space-y-6">
        <Card>
          <div className="grid grid-cols-2 items-end gap-3 px-4 py-4 sm:flex sm:flex-wrap sm:px-5 sm:[&>*]:w-44">
            <Field label={t("filterStatus")} htmlFor="f-status">
              <Select id="f-status" value={filters.status ?? ""} onChange={(e) => update({ status: e.target.value })}>
                <option value="">{t("allStatuses")}</option>
                {STATUSES.map((st) => (
                  <option key={st} value={st}>
                    {t(`status.${st}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t("filterFrom")} htmlFor="f-from">
              <Input
                id="f-from"
                type="date"
                value={filters.settlement_date_from ?? ""}
                onChange={(e) => update({ settlement_date_from: e.target.value })}
              />
            </Field>
            <Field label={t("filterTo")} htmlFor="f-to">
              <Input
                id="f-to"
                type="date"
                value={filters.settlement_date_to ?? ""}
                onChange={(e) => update({ settlement_date_to: e.target.value })}
              />
            </Field>
            <div className="sm:!w-80">
              <Field label={t("filterSearch")} htmlFor="f-search">
                <Input
                  id="f-search"
                  type="search"
                  placeholder={t("searchPlaceholder")}
                  defaultValue={filters.search ?? filters.charge_id ?? ""}
                  onKeyDown={(e) =>
                    e.key === "Enter" && update({ search: e.currentTarget.value.trim(), charge_id: "" })
                  }
                  onBlur={(e) =>
                    e.target.value.trim() !== (filters.search ?? "") &&
                    update({ search: e.target.value.trim(), charge_id: "" })
                  }
                />
              </Field>
            </div>
            {merchants && (
              <div className="col-span-2 sm:col-span-1">
                <Field label={t("filterMerchant")} htmlFor="f-merchant">
                  <Select
                    id="f-merchant"
                    value={filters.merchant_id ?? ""}
                    onChange={(e) => update({ merchant_id: e.target.value })}
                  >
                    <option value="">{t("allMerchants")}</option>
                    {merchants.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.name}
                      </option>
                    ))}
                  </Select>
                </Field>
              </div>
            )}
            <div className="!w-auto">
              <Button variant="ghost" onClick={clear} disabled={Object.keys(filters).length === 0}>
                {t("clearFilters")}
              </Button>
            </div>
          </div>
        </Card>

        <Card>
          <CardHeader
            title={t("summaryTitle")}
            description={t("summaryHint")}
            actions={
              <div
                className="inline-flex rounded-md shadow-sm ring-1 ring-slate-300"
                role="group"
                aria-label={t("period")}
              >
                {(["day", "week", "month", "year"] as const).map((p, i) => (
                  <button
                    key={p}
                    type="button"
                    onClick={() => update({ period: p === "month" ? "" : p, page: String(page) })}
                    aria-pressed={p === period}
                    className={cn(
                      "px-3 py-1.5 text-xs font-medium",
                      i === 0 && "rounded-l-md",
                      i === 3 && "rounded-r-md",
                      i > 0 && "border-l border-slate-300",
                      p === period ? "bg-indigo-600 text-white" : "bg-white text-slate-700 hover:bg-slate-50",
                    )}
                  >
                    {t(`period_${p}`)}
                  </button>
                ))}
              </div>
            }
          />
          <CardBody className="space-y-5">
            {!s ? (
              <TableSkeleton label={t("loading")} />
            ) : (
              <>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="summary-by-status">
                  {shownStatuses.map((b) => (
                    <button
                      key={b.status}
                      type="button"
                      onClick={() => update({ status: filters.status === b.status ? "" : b.status })}
                      className={cn(
                        "rounded-md p-3 text-left ring-1 ring-slate-200 hover:bg-slate-50",
                        filters.status === b.status && "ring-2 ring-indigo-500",
                      )}
                      data-status={b.status}
                    >
                      <span className="flex items-center gap-1.5 text-xs text-slate-500">
                        <span
                          className="size-2 rounded-full"
                          style={{ background: STATUS_COLORS[b.status] }}
                          aria-hidden
                        />
                        {t(`status.${b.status}`)} · {b.count}
                      </span>
                      <span className="mt-1 block text-sm font-semibold whitespace-nowrap tabular-nums text-slate-900">
                        {fmt.money(b.net_amount)}
                      </span>
                    </button>
                  ))}
                </div>
                {filters.status && (
                  <p className="text-xs text-slate-600" data-testid="summary-filtered">
                    {t("summaryFiltered", { status: t(`status.${filters.status}`) })}{" "}
                    <button
                      type="button"
                      className="font-medium text-indigo-700 hover:underline"
                      onClick={() => update({ status: "" })}
                    >
                      {t("allStatuses")}
                    </button>
                  </p>
                )}
                <SummaryChart summary={shownSummary ?? s} />
              </>
            )}
          </CardBody>
        </Card>

        {admin && <SettlementRunner today={today} />}

        <Card>
          <QueryState
            query={list}
            errorTitle={t("loadError")}
            loadingLabel={t("loading")}
            empty={rows.length === 0 ? <EmptyState title={t("empty")} description={t("emptyText")} /> : undefined}
          >
            <div className={list.isFetching ? "opacity-60 transition-opacity" : undefined}>
              <Table stack data-testid="receivables-table">
                <THead>
                  <tr>
                    <TH>{t("colSettlementDate")}</TH>
                    <TH>{t("colCharge")}</TH>
                    <TH>{t("colInstallment")}</TH>
                    {merchants && <TH>{t("colMerchant")}</TH>}
                    <TH className="text-right">{t("colGross")}</TH>
                    <TH className="text-right">{t("colFee")}</TH>
                    <TH className="text-right">{t("colNet")}</TH>
                    <TH>{t("colStatus")}</TH>
                  </tr>
                </THead>
                <TBody>
                  {rows.map((r) => (
                    <TR key={r.id} data-receivable-id={r.id} data-status={r.status}>
                      <TD className="whitespace-nowrap tabular-nums" label={t("colSettlementDate")}>
                        {fmt.date(`${r.settlement_date}T12:00:00Z`)}
                      </TD>
                      <TD label={t("colCharge")}>
                        <ChargeRef charge={r.charge ?? null} chargeId={r.charge_id} />
                        {r.split_rule_index !== null && <Badge className="ml-2">{t("split")}</Badge>}
                      </TD>
                      <TD className="tabular-nums" label={t("colInstallment")}>
                        {r.installment_number}/{r.installments}
                      </TD>
                      {merchants && (
                        <TD className="max-w-40 truncate" label={t("colMerchant")}>
                          {names.get(r.merchant_id) ?? r.merchant_id}
                        </TD>
                      )}
                      <TD className="text-right tabular-nums" label={t("colGross")}>
                        {fmt.money(r.amount, r.currency)}
                        {r.refunded_amount > 0 && (
                          <div className="text-xs text-red-600">{fmt.money(-r.refunded_amount, r.currency)}</div>
                        )}
                      </TD>
                      <TD className="text-right tabular-nums text-slate-600" label={t("colFee")}>
                        {fmt.money(r.fee_amount, r.currency)}
                      </TD>
                      <TD className="text-right font-medium tabular-nums" lead="primary">
                        {fmt.money(r.net_amount, r.currency)}
                      </TD>
                      <TD lead="status">
                        <Badge tone={TONES[r.status]}>{t(`status.${r.status}`)}</Badge>
                      </TD>
                    </TR>
                  ))}
                </TBody>
              </Table>
              {pagination && (
                <Pager
                  page={page}
                  totalPages={pagination.total_pages}
                  onPage={(p) => update({ page: String(p) })}
                  info={t("total", { count: pagination.total })}
                />
              )}
            </div>
          </QueryState>
        </Card>
      </div>
    </>
  );
}
