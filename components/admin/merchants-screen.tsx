"use client";

import { RowLink } from "@/components/ui/row-link";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, type Page } from "@/components/api/api-fetch";
import { useFormat } from "@/components/format/use-format";
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Input,
  PageHeader,
  Pager,
  QueryState,
  Select,
  Table,
  TBody,
  TD,
  TH,
  THead,
  TR,
} from "@/components/ui";
import { useUrlFilters } from "@/components/ui/use-url-filters";
import { CreateMerchantDialog } from "./create-merchant-dialog";
import { formatDocument } from "./merchant-label";
import { merchantKeys } from "./query-keys";
import type { Merchant } from "./types";

const FILTERS = ["search", "status"] as const;

/** Admins: every merchant with its document and e-mail, searchable; creating one; opening one. */
export function MerchantsScreen() {
  const t = useTranslations("admin.merchants");
  const fmt = useFormat();
  const { filters, page, update } = useUrlFilters(FILTERS);
  const [typed, setTyped] = useState(filters.search ?? "");
  const [creating, setCreating] = useState(false);
  const query = { page, limit: 20, search: filters.search, status: filters.status };
  const merchants = useQuery({
    queryKey: merchantKeys.list(query),
    queryFn: ({ signal }) => apiFetch<Page<Merchant>>("/merchants", { query, signal }),
  });
  const rows = merchants.data?.data ?? [];
  const pagination = merchants.data?.pagination;

  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <Button onClick={() => setCreating(true)} data-testid="new-merchant">
            {t("create")}
          </Button>
        }
      />
      <Card>
        <form
          role="search"
          className="flex flex-wrap items-end gap-3 border-b border-slate-100 px-5 py-4"
          onSubmit={(e) => {
            e.preventDefault();
            update({ search: typed.trim() || undefined });
          }}
        >
          <label className="w-full sm:w-auto sm:max-w-sm sm:flex-1">
            <span className="sr-only">{t("search")}</span>
            <Input
              type="search"
              value={typed}
              placeholder={t("search")}
              onChange={(e) => setTyped(e.target.value)}
              data-testid="merchant-search"
            />
          </label>
          <label>
            <span className="sr-only">{t("status")}</span>
            <Select value={filters.status ?? ""} onChange={(e) => update({ status: e.target.value || undefined })}>
              <option value="">{t("anyStatus")}</option>
              <option value="active">{t("statusActive")}</option>
              <option value="inactive">{t("statusInactive")}</option>
            </Select>
          </label>
          <Button type="submit" variant="secondary">
            {t("searchButton")}
          </Button>
        </form>
        <QueryState
          query={merchants}
          errorTitle={t("loadError")}
          empty={rows.length === 0 ? <EmptyState title={t("empty")} /> : undefined}
        >
          <Table stack data-testid="merchants-table">
            <THead>
              <tr>
                <TH>{t("name")}</TH>
                <TH>{t("document")}</TH>
                <TH>{t("email")}</TH>
                <TH>{t("status")}</TH>
                <TH>{t("created")}</TH>
              </tr>
            </THead>
            <TBody>
              {rows.map((m) => (
                <TR key={m.id} data-testid="merchant-row" data-merchant-id={m.id}>
                  <TD lead="primary" label={t("name")}>
                    <RowLink
                      href={`/admin/merchants/${m.id}`}
                      className="font-medium text-indigo-700 hover:underline"
                      data-testid="merchant-link"
                    >
                      {m.name}
                    </RowLink>
                  </TD>
                  <TD label={t("document")} className="tabular-nums">
                    {m.document ? formatDocument(m.document) : "—"}
                  </TD>
                  <TD label={t("email")}>{m.email}</TD>
                  <TD lead="status" label={t("status")}>
                    <Badge tone={m.status === "active" ? "green" : "red"}>
                      {m.status === "active" ? t("statusActive") : t("statusInactive")}
                    </Badge>
                  </TD>
                  <TD label={t("created")}>{fmt.date(m.created_at)}</TD>
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
            info={t("count", { count: pagination.total })}
          />
        )}
      </Card>
      <CreateMerchantDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
