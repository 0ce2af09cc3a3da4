"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, ApiError, type One, type Page } from "@/components/api/api-fetch";
import { useFormat } from "@/components/format/use-format";
import {
  Badge,
  Button,
  Card,
  CardHeader,
  ConfirmDialog,
  EmptyState,
  QueryState,
  Table,
  TBody,
  TD,
  TH,
  THead,
  TR,
  useToast,
} from "@/components/ui";
import { merchantKeys } from "./query-keys";
import type { MerchantUser } from "./types";

type Pending = { user: MerchantUser; action: "disable" | "enable" | "revoke" };

/** A merchant's dashboard users; an admin disables one or ends its sessions, so that a leaked password or a departed employee loses access at once. */
export function MerchantUsers({ merchantId }: { merchantId: string }) {
  const t = useTranslations("admin.users");
  const common = useTranslations("common");
  const fmt = useFormat();
  const toast = useToast();
  const client = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const users = useQuery({
    queryKey: merchantKeys.users(merchantId),
    queryFn: ({ signal }) =>
      apiFetch<Page<MerchantUser>>(`/merchants/${merchantId}/users`, { query: { limit: 100 }, signal }),
  });
  const act = useMutation({
    mutationFn: ({ user, action }: Pending) =>
      action === "revoke"
        ? apiFetch<One<MerchantUser>>(`/users/${user.id}/revoke-sessions`, { method: "POST" })
        : apiFetch<One<MerchantUser>>(`/users/${user.id}`, {
            method: "PATCH",
            body: { status: action === "disable" ? "disabled" : "active" },
          }),
    onSuccess: async (_r, { action }) => {
      setPending(null);
      toast.success(t(`done.${action}`));
      await client.invalidateQueries({ queryKey: merchantKeys.users(merchantId) });
    },
    onError: (e) =>
      toast.error(e instanceof ApiError ? `${common("errorGeneric")} (${e.code})` : common("errorGeneric")),
  });
  const rows = users.data?.data ?? [];
  return (
    <Card>
      <CardHeader title={t("title")} description={t("description")} />
      <QueryState
        query={users}
        errorTitle={t("loadError")}
        empty={rows.length === 0 ? <EmptyState title={t("empty")} /> : undefined}
      >
        <Table stack data-testid="merchant-users">
          <THead>
            <tr>
              <TH>{t("user")}</TH>
              <TH>{t("status")}</TH>
              <TH>{t("twoFactor")}</TH>
              <TH>{t("sessionsSince")}</TH>
              <TH className="text-right">{common("actions")}</TH>
            </tr>
          </THead>
          <TBody>
            {rows.map((u) => (
              <TR key={u.id} data-testid="merchant-user" data-email={u.email}>
                <TD lead="primary" label={t("user")}>
                  <span className="block font-medium text-slate-900">{u.name}</span>
                  <span className="text-xs text-slate-600">{u.email}</span>
                </TD>
                <TD lead="status" label={t("status")}>
                  <Badge tone={u.status === "active" ? "green" : "red"}>{t(`statuses.${u.status}`)}</Badge>
                </TD>
                <TD label={t("twoFactor")}>{u.two_factor_enabled ? t("on") : t("off")}</TD>
                <TD label={t("sessionsSince")}>
                  {u.sessions_valid_after ? fmt.dateTime(u.sessions_valid_after) : t("anySession")}
                </TD>
                <TD className="text-right">
                  <div className="flex flex-wrap justify-end gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setPending({ user: u, action: "revoke" })}
                      data-testid="revoke-sessions"
                    >
                      {t("revoke")}
                    </Button>
                    <Button
                      size="sm"
                      variant={u.status === "active" ? "danger" : "secondary"}
                      onClick={() => setPending({ user: u, action: u.status === "active" ? "disable" : "enable" })}
                      data-testid="toggle-user"
                    >
                      {u.status === "active" ? t("disable") : t("enable")}
                    </Button>
                  </div>
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      </QueryState>
      <ConfirmDialog
        open={!!pending}
        onClose={() => setPending(null)}
        title={pending ? t(`confirm.${pending.action}.title`, { email: pending.user.email }) : ""}
        message={pending ? t(`confirm.${pending.action}.text`) : ""}
        confirmLabel={pending ? t(`confirm.${pending.action}.button`) : ""}
        danger={pending?.action !== "enable"}
        loading={act.isPending}
        onConfirm={() => pending && act.mutate(pending)}
      />
    </Card>
  );
}
