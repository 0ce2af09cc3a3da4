"use client";

import { useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch, type Page } from "@/components/api/api-fetch";
import { useFormat } from "@/components/format/use-format";
import {
  Button,
  Card,
  EmptyState,
  Input,
  PageHeader,
  Select,
  TableSkeleton,
  Table,
  TBody,
  TD,
  TH,
  THead,
  TR,
  buttonClasses,
  useToast,
  Pager,
} from "@/components/ui";
import { AvailabilityBadge } from "./availability-badge";
import { OwnerName, type Owner } from "@/components/admin/owner-cell";
import { paymentLinkKeys, type PaymentLink } from "./types";

/**
 * The merchant's links with their status, uses and revenue. An admin viewing every merchant gets
 * `owners` and an owner column (an admin can act on any merchant's link, so it must see whose each one is).
 */
export function LinksList({ owners }: { owners?: Record<string, Owner> } = {}) {
  const t = useTranslations("paymentLinks.list");
  const f = useFormat();
  const toast = useToast();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const query = { page, limit: 20, search: search.trim() || undefined, status: status || undefined };
  const { data, isLoading, isError } = useQuery({
    queryKey: paymentLinkKeys.list(query),
    queryFn: () => apiFetch<Page<PaymentLink>>("/payment-links", { query }),
    placeholderData: keepPreviousData,
  });
  const filtered = !!(search.trim() || status);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("copied"));
    } catch {
      toast.info(url);
    }
  }

  return (
    <div>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <Link href="/payment-links/new" className={buttonClasses("primary")} data-testid="new-link">
            {t("new")}
          </Link>
        }
      />
      <Card>
        <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-4 py-3">
          <div className="w-80 max-w-full">
            <Input
              type="search"
              placeholder={t("search")}
              aria-label={t("search")}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
          </div>
          <div className="w-44">
            <Select
              aria-label={t("columns.status")}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value);
                setPage(1);
              }}
            >
              <option value="">{t("allStatuses")}</option>
              <option value="active">{t("statusActive")}</option>
              <option value="inactive">{t("statusInactive")}</option>
            </Select>
          </div>
        </div>
        {isLoading ? (
          <TableSkeleton label={t("title")} />
        ) : isError ? (
          <p className="px-4 py-10 text-center text-sm text-red-600">{t("loadError")}</p>
        ) : !data?.data.length ? (
          <EmptyState
            title={filtered ? t("emptyFiltered") : t("emptyTitle")}
            description={filtered ? undefined : t("emptyText")}
            action={
              filtered ? undefined : (
                <Link href="/payment-links/new" className={buttonClasses("primary")}>
                  {t("new")}
                </Link>
              )
            }
          />
        ) : (
          <Table stack data-testid="links-table">
            <THead>
              <tr>
                <TH>{t("columns.title")}</TH>
                {owners && <TH>{t("columns.owner")}</TH>}
                <TH>{t("columns.status")}</TH>
                <TH className="text-right">{t("columns.uses")}</TH>
                <TH className="text-right">{t("columns.revenue")}</TH>
                <TH>{t("columns.created")}</TH>
                <TH className="text-right">{t("columns.actions")}</TH>
              </tr>
            </THead>
            <TBody>
              {data.data.map((l) => (
                <TR key={l.id} data-testid="link-row" data-link-id={l.id}>
                  <TD className="max-w-xs whitespace-normal" lead="primary">
                    <Link href={`/payment-links/${l.id}`} className="font-medium text-slate-900 hover:text-indigo-700">
                      {l.title}
                    </Link>
                    <p className="text-xs whitespace-nowrap text-slate-600 tabular-nums">
                      {l.amount !== null ? f.money(l.amount, l.currency) : t("buyerAmount")}
                    </p>
                  </TD>
                  {owners && (
                    <TD label={t("columns.owner")}>
                      <OwnerName owner={owners[l.merchant_id]} id={l.merchant_id} />
                    </TD>
                  )}
                  <TD lead="status">
                    <AvailabilityBadge availability={l.availability} />
                  </TD>
                  <TD className="text-right tabular-nums" label={t("columns.uses")} data-testid="link-payments">
                    {/* Paid charges, not uses: an Apple Pay checkout left open holds a use but paid nothing. */}
                    {l.max_uses !== null
                      ? t("usesOf", { uses: l.payments ?? l.uses, max: l.max_uses })
                      : (l.payments ?? l.uses)}
                  </TD>
                  <TD className="text-right font-medium tabular-nums" label={t("columns.revenue")}>
                    {f.money(l.revenue ?? 0, l.currency)}
                  </TD>
                  <TD className="text-slate-600" label={t("columns.created")}>
                    {f.date(l.created_at)}
                  </TD>
                  <TD className="text-right">
                    <div className="flex flex-wrap justify-end gap-1">
                      <Button variant="ghost" size="sm" onClick={() => void copy(l.url)}>
                        {t("copy")}
                      </Button>
                      <Link href={`/charges?payment_link_id=${l.id}`} className={buttonClasses("ghost", "sm")}>
                        {t("charges")}
                      </Link>
                      <Link href={`/payment-links/${l.id}`} className={buttonClasses("secondary", "sm")}>
                        {t("edit")}
                      </Link>
                    </div>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
        {data && data.pagination.total_pages > 1 && (
          <Pager page={data.pagination.page} totalPages={data.pagination.total_pages} onPage={setPage} />
        )}
      </Card>
    </div>
  );
}
