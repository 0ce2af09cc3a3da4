"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, ApiError, type One, type Page } from "@/components/api/api-fetch";
import { useFormat } from "@/components/format/use-format";
import {
  Button,
  Card,
  CardHeader,
  ConfirmDialog,
  EmptyState,
  Field,
  IconButton,
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
  useToast,
} from "@/components/ui";
import { merchantDetail, type MerchantIdentity } from "./merchant-label";
import { splitPartnerKeys } from "./query-keys";
import type { SplitPartner } from "./types";

/**
 * Who may name whom in split rules (so that no merchant can route money to an account it does not own; docs/api/splits.md). An admin creates a relation
 * with the receiver's consent and removes it; charges already accepted keep their rules.
 */
export function SplitPartnersScreen({ merchants }: { merchants: MerchantIdentity[] }) {
  const t = useTranslations("admin.splitPartners");
  const common = useTranslations("common");
  const fmt = useFormat();
  const toast = useToast();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [form, setForm] = useState({ merchant_id: "", partner_id: "" });
  const [removing, setRemoving] = useState<SplitPartner | null>(null);
  const byId = new Map(merchants.map((m) => [m.id, m]));
  const query = { page, limit: 20 };
  const relations = useQuery({
    queryKey: splitPartnerKeys.list(query),
    queryFn: ({ signal }) => apiFetch<Page<SplitPartner>>("/split-partners", { query, signal }),
  });
  const invalidate = () => client.invalidateQueries({ queryKey: splitPartnerKeys.all });
  const fail = (e: unknown) =>
    toast.error(e instanceof ApiError ? `${common("errorGeneric")} (${e.code})` : common("errorGeneric"));
  const create = useMutation({
    mutationFn: () => apiFetch<One<SplitPartner>>("/split-partners", { method: "POST", body: form }),
    onSuccess: async () => {
      toast.success(t("created"));
      setForm({ merchant_id: "", partner_id: "" });
      await invalidate();
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch(`/split-partners/${id}`, { method: "DELETE" }),
    onSuccess: async () => {
      setRemoving(null);
      toast.success(t("removed"));
      await invalidate();
    },
    onError: fail,
  });
  const name = (id: string) => {
    const m = byId.get(id);
    return m ? (
      <>
        <span className="block font-medium text-slate-900">{m.name}</span>
        <span className="text-xs text-slate-600">{merchantDetail(m)}</span>
      </>
    ) : (
      <span className="font-mono text-xs">{id}</span>
    );
  };
  const picker = (key: "merchant_id" | "partner_id") => (
    <Select
      id={`split-${key}`}
      required
      value={form[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      data-testid={`split-${key}`}
    >
      <option value="">{t("choose")}</option>
      {merchants.map((m) => (
        <option key={m.id} value={m.id}>
          {m.name} — {merchantDetail(m)}
        </option>
      ))}
    </Select>
  );
  const rows = relations.data?.data ?? [];
  const pagination = relations.data?.pagination;
  return (
    <div className="space-y-6">
      <PageHeader title={t("title")} description={t("description")} />
      <Card>
        <CardHeader title={t("createTitle")} description={t("createHint")} />
        <form
          className="grid gap-4 px-5 py-4 md:grid-cols-[1fr_1fr_auto] md:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
        >
          <Field label={t("charging")} htmlFor="split-merchant_id">
            {picker("merchant_id")}
          </Field>
          <Field label={t("partner")} htmlFor="split-partner_id">
            {picker("partner_id")}
          </Field>
          <Button
            type="submit"
            loading={create.isPending}
            disabled={!form.merchant_id || !form.partner_id || form.merchant_id === form.partner_id}
            data-testid="create-split-partner"
          >
            {t("create")}
          </Button>
        </form>
      </Card>
      <Card>
        <CardHeader title={t("listTitle")} />
        <QueryState
          query={relations}
          errorTitle={t("loadError")}
          empty={rows.length === 0 ? <EmptyState title={t("empty")} description={t("emptyText")} /> : undefined}
        >
          <Table stack data-testid="split-partners-table">
            <THead>
              <tr>
                <TH>{t("charging")}</TH>
                <TH>{t("partner")}</TH>
                <TH>{t("since")}</TH>
                <TH className="text-right">{common("actions")}</TH>
              </tr>
            </THead>
            <TBody>
              {rows.map((r) => (
                <TR key={r.id} data-testid="split-partner-row" data-id={r.id}>
                  <TD lead="primary" label={t("charging")}>
                    {name(r.merchant_id)}
                  </TD>
                  <TD label={t("partner")}>{name(r.partner_id)}</TD>
                  <TD label={t("since")}>{fmt.date(r.created_at)}</TD>
                  <TD className="text-right">
                    <IconButton
                      icon="trash"
                      tone="danger"
                      label={t("remove")}
                      onClick={() => setRemoving(r)}
                      data-testid="remove-split-partner"
                    />
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        </QueryState>
        {pagination && pagination.total_pages > 1 && (
          <Pager page={pagination.page} totalPages={pagination.total_pages} onPage={setPage} />
        )}
      </Card>
      <ConfirmDialog
        open={!!removing}
        onClose={() => setRemoving(null)}
        title={t("removeTitle")}
        message={t("removeText", {
          merchant: removing ? (byId.get(removing.merchant_id)?.name ?? "") : "",
          partner: removing ? (byId.get(removing.partner_id)?.name ?? "") : "",
        })}
        confirmLabel={t("remove")}
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </div>
  );
}
