"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, apiUrl, type Page } from "@/components/api/api-fetch";
import { useFormat } from "@/components/format/use-format";
import { MAX_PAGE_DEPTH } from "@/server/universal/page-depth";
import {
  Card,
  ExportControl,
  EmptyState,
  PageHeader,
  QueryState,
  Table,
  TBody,
  TD,
  TH,
  THead,
  TR,
  Pager,
  RowLink,
} from "@/components/ui";
import { CardLabel } from "./card-brand";
import { ChargeFilters } from "./charge-filters";
import { chargeKeys } from "./query-keys";
import { ChargeStatusBadge } from "./status-badge";
import { CHARGES_PAGE_SIZE, type ChargeView } from "./types";
import { useChargeFilters } from "./use-filters";

/** The page the URL asks for arrives read by the server (app/(dashboard)/charges/page.tsx); later pages and filters fetch. */
export function ChargesList({ merchants }: { merchants?: Array<{ id: string; name: string }> }) {
  const t = useTranslations("charges");
  const fmt = useFormat();
  const { filters, page, update, clear } = useChargeFilters();
  const query = { ...filters, page, limit: CHARGES_PAGE_SIZE };
  const charges = useQuery({
    queryKey: chargeKeys.list(query),
    queryFn: ({ signal }) => apiFetch<Page<ChargeView>>("/charges", { query, signal }),
    placeholderData: keepPreviousData,
  });
  const rows = charges.data?.data ?? [];
  const pagination = charges.data?.pagination;
  const merchantName = new Map((merchants ?? []).map((m) => [m.id, m.name]));
  const filtered = Object.keys(filters).length > 0;

  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <ExportControl
            label={t("export")}
            href={(format) => apiUrl("/charges/export", { ...filters, format })}
            testId="export-csv"
          />
        }
      />
      <Card>
        <ChargeFilters filters={filters} update={update} clear={clear} merchants={merchants} />
        <QueryState
          query={charges}
          errorTitle={t("loadError")}
          loadingLabel={t("loading")}
          empty={
            rows.length === 0 ? (
              <EmptyState title={t("empty")} description={filtered ? t("emptyFiltered") : t("emptyText")} />
            ) : undefined
          }
        >
          <div className={charges.isFetching ? "opacity-60 transition-opacity" : undefined}>
            <Table stack data-testid="charges-table">
              <THead>
                <tr>
                  <TH>{t("colDate")}</TH>
                  <TH>{t("colCustomer")}</TH>
                  <TH>{t("colMethod")}</TH>
                  {merchants && <TH>{t("colMerchant")}</TH>}
                  <TH className="text-right">{t("colAmount")}</TH>
                  <TH>{t("colStatus")}</TH>
                </tr>
              </THead>
              <TBody>
                {rows.map((c) => (
                  <TR key={c.id} className="relative cursor-pointer" data-charge-id={c.id}>
                    <TD className="text-slate-600 tabular-nums" label={t("colDate")}>
                      <RowLink
                        href={`/charges/${c.id}`}
                        className="after:absolute after:inset-0"
                        aria-label={`${c.id}`}
                      >
                        {fmt.dateTime(c.created_at)}
                      </RowLink>
                    </TD>
                    <TD label={t("colCustomer")}>
                      {c.customer?.name || c.customer?.email ? (
                        <div className="max-w-56 truncate">
                          <div className="truncate font-medium text-slate-900">
                            {c.customer.name ?? c.customer.email}
                          </div>
                          {c.customer.name && c.customer.email && (
                            <div className="truncate text-xs text-slate-500">{c.customer.email}</div>
                          )}
                        </div>
                      ) : (
                        <span className="text-slate-600">{t("noCustomer")}</span>
                      )}
                    </TD>
                    <TD label={t("colMethod")}>
                      {c.card ? (
                        <CardLabel brand={c.card.brand} lastFour={c.card.last_four} />
                      ) : (
                        t(`methods.${c.payment_method}`)
                      )}
                    </TD>
                    {merchants && (
                      <TD className="text-slate-600" label={t("colMerchant")}>
                        {merchantName.get(c.merchant_id) ?? c.merchant_id.slice(0, 8)}
                      </TD>
                    )}
                    <TD className="text-right tabular-nums" lead="primary">
                      <div className="font-medium whitespace-nowrap text-slate-900">
                        {fmt.money(c.amount, c.currency)}
                      </div>
                      {c.installments > 1 && (
                        <div className="text-xs text-slate-500">{t("inInstallments", { count: c.installments })}</div>
                      )}
                    </TD>
                    <TD lead="status">
                      <ChargeStatusBadge status={c.status} />
                    </TD>
                  </TR>
                ))}
              </TBody>
            </Table>
            {pagination && (
              <Pager
                page={pagination.page}
                totalPages={pagination.total_pages}
                onPage={(p) => update({ page: String(p) })}
                estimate={
                  pagination.total_is_estimate
                    ? {
                        // Offset pages stop at MAX_PAGE_DEPTH rows (docs/api/conventions.md): past it, filter.
                        hasMore:
                          Boolean(pagination.has_more) && (pagination.page + 1) * pagination.limit <= MAX_PAGE_DEPTH,
                      }
                    : undefined
                }
                info={
                  <span data-testid="charges-total">
                    {t(pagination.total_is_estimate ? "totalAtLeast" : "total", { count: pagination.total })}
                  </span>
                }
              />
            )}
          </div>
        </QueryState>
      </Card>
    </>
  );
}
