"use client";

import { RowLink } from "@/components/ui/row-link";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCodes } from "@/components/codes/use-codes";
import {
  Button,
  buttonClasses,
  Card,
  EmptyState,
  PageHeader,
  QueryState,
  Select,
  Table,
  TBody,
  TD,
  TH,
  THead,
  TR,
  useToast,
  Pager,
} from "@/components/ui";
import { DeliveryStatusBadge } from "./delivery-status-badge";
import { NextRetry } from "./next-retry";
import { attemptLabel, formatInstant } from "./format";
import { useDeliveryLogs, useEndpoints, useResend } from "./use-webhooks";
import { useUrlFilters } from "@/components/ui/use-url-filters";

const STATUSES = ["pending", "success", "failed", "exhausted"] as const;

const LOG_FILTER_KEYS = ["status", "event_name", "endpoint_id"] as const;

function useLogFilters() {
  const { filters: set, page, update } = useUrlFilters(LOG_FILTER_KEYS);
  const filters = { status: set.status ?? "", event_name: set.event_name ?? "", endpoint_id: set.endpoint_id ?? "" };
  return { filters, page, update };
}

export function LogsScreen({ eventNames, locale }: { eventNames: string[]; locale: string }) {
  const t = useTranslations("webhooks.logs");
  const common = useTranslations("common");
  const codes = useCodes();
  const toast = useToast();
  const { filters, page, update } = useLogFilters();
  const logs = useDeliveryLogs({ ...filters, page, limit: 20 });
  const endpoints = useEndpoints();
  const resend = useResend();
  const rows = logs.data?.data ?? [];
  const pagination = logs.data?.pagination;
  const filtered = Boolean(filters.status || filters.event_name || filters.endpoint_id);
  const inactive = new Set((endpoints.data?.data ?? []).filter((e) => !e.active).map((e) => e.id));

  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <Link href="/webhooks" className={buttonClasses("secondary")}>
            {t("back")}
          </Link>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <label className="text-xs font-medium text-slate-600">
          {t("status")}
          <Select
            className="mt-1 w-44"
            value={filters.status}
            onChange={(e) => update({ status: e.target.value })}
            data-testid="filter-status"
          >
            <option value="">{t("allStatuses")}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </Select>
        </label>
        <label className="text-xs font-medium text-slate-600">
          {t("event")}
          <Select
            className="mt-1 w-72"
            value={filters.event_name}
            onChange={(e) => update({ event_name: e.target.value })}
            data-testid="filter-event"
          >
            <option value="">{t("allEvents")}</option>
            {[...eventNames, "webhook.test"].map((n) => (
              <option key={n} value={n}>
                {codes.withCode(codes.event(n), n)}
              </option>
            ))}
          </Select>
        </label>
        <label className="text-xs font-medium text-slate-600">
          {t("endpoint")}
          <Select
            className="mt-1 w-64"
            value={filters.endpoint_id}
            onChange={(e) => update({ endpoint_id: e.target.value })}
          >
            <option value="">{t("allEndpoints")}</option>
            {(endpoints.data?.data ?? []).map((ep) => (
              <option key={ep.id} value={ep.id}>
                {ep.url}
              </option>
            ))}
          </Select>
        </label>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={() => update({ status: "", event_name: "", endpoint_id: "" })}>
            {t("clear")}
          </Button>
        )}
        {pagination && (
          <span className="ml-auto text-xs text-slate-500">{t("total", { count: pagination.total })}</span>
        )}
      </div>
      <Card>
        <QueryState
          query={logs}
          errorTitle={t("loadError")}
          empty={
            rows.length === 0 ? (
              <EmptyState
                title={filtered ? t("emptyFiltered") : t("emptyTitle")}
                description={filtered ? undefined : t("emptyText")}
              />
            ) : undefined
          }
        >
          <Table stack data-testid="delivery-logs">
            <THead>
              <tr>
                <TH>{t("event")}</TH>
                <TH>{t("status")}</TH>
                <TH>{t("attempt")}</TH>
                <TH>{t("response")}</TH>
                <TH>{t("lastAttempt")}</TH>
                <TH>{t("nextRetry")}</TH>
                <TH className="text-right">{common("actions")}</TH>
              </tr>
            </THead>
            <TBody>
              {rows.map((log) => (
                <TR key={log.id} data-testid="delivery-row" data-event={log.event_name} data-status={log.status}>
                  <TD lead="primary" className="min-w-0">
                    <RowLink
                      href={`/webhooks/logs/${log.id}`}
                      className="block font-mono text-sm font-medium text-indigo-700 hover:underline"
                      title={t("details")}
                    >
                      {codes.withCode(codes.event(log.event_name), log.event_name)}
                    </RowLink>
                    <span className="block max-w-64 truncate text-xs text-slate-600" title={log.endpoint_url}>
                      {log.endpoint_url}
                    </span>
                  </TD>
                  <TD lead="status">
                    <DeliveryStatusBadge status={log.status} />
                  </TD>
                  <TD className="text-slate-600 tabular-nums" label={t("attempt")} data-testid="attempt">
                    {attemptLabel(t, log.attempt, log.max_attempts)}
                  </TD>
                  <TD className="md:max-w-48" label={t("response")}>
                    {log.response_status_code !== null ? (
                      <span
                        className={`font-mono text-sm ${log.response_status_code < 300 ? "text-emerald-700" : "text-red-700"}`}
                      >
                        {log.response_status_code}
                      </span>
                    ) : log.error_message ? (
                      // Errors are long ("ECONNREFUSED: connect …"): cut in the row, whole one click away.
                      <details className="min-w-0 text-xs text-red-700" data-testid="error-message">
                        <summary className="cursor-pointer truncate" title={t("showError")}>
                          {codes.deliveryFailure(log)}
                        </summary>
                        <p className="mt-1 text-left whitespace-pre-wrap break-all">{codes.deliveryFailure(log)}</p>
                      </details>
                    ) : (
                      <span className="text-slate-600">—</span>
                    )}
                  </TD>
                  <TD className="text-xs whitespace-nowrap text-slate-600" label={t("lastAttempt")}>
                    {log.last_attempt_at ? formatInstant(log.last_attempt_at, locale) : "—"}
                  </TD>
                  <TD
                    className="text-xs whitespace-nowrap text-slate-600"
                    data-testid="next-retry"
                    label={t("nextRetry")}
                  >
                    <NextRetry log={log} locale={locale} onHold={inactive.has(log.endpoint_id)} />
                  </TD>
                  <TD className="text-right">
                    <div className="flex justify-end gap-1">
                      <Button
                        size="sm"
                        variant="secondary"
                        data-testid="resend"
                        loading={resend.isPending && resend.variables === log.id}
                        onClick={() =>
                          resend.mutate(log.id, {
                            onSuccess: (d) =>
                              d.attempts.at(-1)?.succeeded
                                ? toast.success(t("resentOk", { status: d.response_status_code ?? 0 }))
                                : toast.error(t("resentFailed", { reason: codes.deliveryFailure(d) })),
                            onError: (e) => toast.error(codes.error(e)),
                          })
                        }
                      >
                        {t("resend")}
                      </Button>
                    </div>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        </QueryState>
        {pagination && pagination.total_pages > 1 && (
          <Pager
            page={pagination.page}
            totalPages={pagination.total_pages}
            onPage={(p) => update({ page: String(p) })}
          />
        )}
      </Card>
    </>
  );
}
