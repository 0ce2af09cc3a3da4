"use client";

import Link from "next/link";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, apiUrl, type Page } from "@/components/api/api-fetch";
import { useFormat } from "@/components/format/use-format";
import {
  Button,
  Card,
  ExportControl,
  EmptyState,
  PageHeader,
  Table,
  TableSkeleton,
  TBody,
  TD,
  TH,
  THead,
  TR,
  Pager,
} from "@/components/ui";
import { CardLabel } from "./card-brand";
import { ChargeFilters } from "./charge-filters";
import { chargeKeys } from "./query-keys";
import { ChargeStatusBadge } from "./status-badge";
import type { ChargeView } from "./types";
import { useChargeFilters } from "./use-filters";

const LIMIT = 20;

export function ChargesList({ merchants }: { merchants?: Array<{ id: string; name: string }> }) {
  const t = useTranslations("charges");
  const common = useTranslations("common");
  const fmt = useFormat();
  const { filters, page, update, clear } = useChargeFilters();
  const query = { ...filters, page, limit: LIMIT };
  const { data, isPending, isError, refetch, isFetching } = useQuery({
    queryKey: chargeKeys.list(query),
    queryFn: ({ signal }) => apiFetch<Page<ChargeView>>("/charges", { query, signal }),
    placeholderData: keepPreviousData,
  });
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
        {isPending ? (
          <TableSkeleton label={t("loading")} />
        ) : isError ? (
          <EmptyState
            title={t("loadError")}
            action={
              <Button variant="secondary" onClick={() => void refetch()}>
                {common("retry")}
              </Button>
            }
          />
        ) : data.data.length === 0 ? (
          <EmptyState title={t("empty")} description={filtered ? t("emptyFiltered") : t("emptyText")} />
        ) : (
          <div className={isFetching ? "opacity-60 transition-opacity" : undefined}>
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
                {data.data.map((c) => (
                  <TR key={c.id} className="relative cursor-pointer" data-charge-id={c.id}>
                    <TD className="text-slate-600 tabular-nums" label={t("colDate")}>
                      <Link href={`/charges/${c.id}`} className="after:absolute after:inset-0" aria-label={`${c.id}`}>
                        {fmt.dateTime(c.created_at)}
                      </Link>
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
            <Pager
              page={data.pagination.page}
              totalPages={data.pagination.total_pages}
              onPage={(p) => update({ page: String(p) })}
              info={<span data-testid="charges-total">{t("total", { count: data.pagination.total })}</span>}
            />
          </div>
        )}
      </Card>
    </>
  );
}
