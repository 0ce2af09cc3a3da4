"use client";

import { RowLink } from "@/components/ui/row-link";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, type Page } from "@/components/api/api-fetch";
import { useFormat } from "@/components/format/use-format";
import {
  Button,
  Card,
  EmptyState,
  Field,
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
import { AUDIT_ACTIONS } from "@/server/universal/audit-action-names";
import { ActorLabel } from "./actor-label";
import { AuditChange } from "./audit-change";
import { merchantDetail, type MerchantIdentity } from "./merchant-label";
import { auditKeys } from "./query-keys";
import type { AuditEvent } from "./types";

const FILTERS = ["action", "merchant_id", "date_from", "date_to"] as const;

/** Message keys cannot hold dots: `merchant.suspended` is `merchant_suspended` in the catalogue. */
export const actionKey = (action: string) => `actions.${action.replace(/\./g, "_")}`;

/** The audit log for admins (GET /v1/audit-events): who did what to which merchant, newest first. */
export function AuditScreen({
  merchants,
  userEmails,
}: {
  merchants: MerchantIdentity[];
  /** Who the ids in the records are: `user_id` and `created_by` read as e-mails. */
  userEmails: Record<string, string>;
}) {
  const t = useTranslations("admin.audit");
  const common = useTranslations("common");
  const fmt = useFormat();
  const { filters, page, update, clear } = useUrlFilters(FILTERS);
  const byId = new Map(merchants.map((m) => [m.id, m]));
  const merchantNames = new Map(merchants.map((m) => [m.id, m.name]));
  const query = { page, limit: 25, ...filters };
  const events = useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => apiFetch<Page<AuditEvent>>("/audit-events", { query, signal }),
  });
  const rows = events.data?.data ?? [];
  const pagination = events.data?.pagination;
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Card>
        <div className="grid gap-3 border-b border-slate-100 px-5 py-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end">
          <Field label={t("action")} htmlFor="audit-action">
            <Select
              id="audit-action"
              value={filters.action ?? ""}
              onChange={(e) => update({ action: e.target.value || undefined })}
              data-testid="audit-action"
            >
              <option value="">{t("anyAction")}</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {t(actionKey(a))}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t("merchant")} htmlFor="audit-merchant">
            <Select
              id="audit-merchant"
              value={filters.merchant_id ?? ""}
              onChange={(e) => update({ merchant_id: e.target.value || undefined })}
              data-testid="audit-merchant"
            >
              <option value="">{common("allMerchants")}</option>
              {merchants.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name} — {merchantDetail(m)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t("from")} htmlFor="audit-from">
            <Input
              id="audit-from"
              type="date"
              value={filters.date_from ?? ""}
              onChange={(e) => update({ date_from: e.target.value || undefined })}
            />
          </Field>
          <Field label={t("to")} htmlFor="audit-to">
            <Input
              id="audit-to"
              type="date"
              value={filters.date_to ?? ""}
              onChange={(e) => update({ date_to: e.target.value || undefined })}
            />
          </Field>
          <Button variant="ghost" onClick={clear}>
            {t("clear")}
          </Button>
        </div>
        <QueryState
          query={events}
          errorTitle={t("loadError")}
          empty={rows.length === 0 ? <EmptyState title={t("empty")} /> : undefined}
        >
          <Table stack data-testid="audit-table">
            <THead>
              <tr>
                <TH>{t("when")}</TH>
                <TH>{t("who")}</TH>
                <TH>{t("action")}</TH>
                <TH>{t("merchant")}</TH>
                <TH>{t("change")}</TH>
              </tr>
            </THead>
            <TBody>
              {rows.map((e) => {
                const m = e.merchant_id ? byId.get(e.merchant_id) : undefined;
                return (
                  <TR key={e.id} data-testid="audit-row" data-action={e.action} className="align-top">
                    {/* The request sits under its time: a column of its own was clipped at the table's edge. */}
                    <TD label={t("when")} className="whitespace-nowrap">
                      {fmt.dateTime(e.created_at)}
                      <span className="block font-mono text-xs text-slate-600" title={e.request_id}>
                        <span className="sr-only">{t("request")}: </span>
                        {e.request_id.slice(0, 12)}
                        {e.ip && ` · ${e.ip}`}
                      </span>
                    </TD>
                    <TD label={t("who")}>
                      <ActorLabel actor={e.actor} />
                    </TD>
                    <TD lead="primary" label={t("action")} className="font-medium text-slate-900">
                      {t(actionKey(e.action))}
                    </TD>
                    <TD label={t("merchant")}>
                      {e.merchant_id ? (
                        <RowLink href={`/admin/merchants/${e.merchant_id}`} className="text-indigo-700 hover:underline">
                          {m?.name ?? e.merchant_id.slice(0, 8)}
                        </RowLink>
                      ) : (
                        <span className="text-slate-600">{t("platform")}</span>
                      )}
                    </TD>
                    <TD label={t("change")} className="max-w-md">
                      <AuditChange
                        before={e.before}
                        after={e.after}
                        merchantNames={merchantNames}
                        userEmails={userEmails}
                      />
                    </TD>
                  </TR>
                );
              })}
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
    </>
  );
}
