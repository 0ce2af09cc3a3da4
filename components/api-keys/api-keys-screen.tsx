"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useCodes } from "@/components/codes/use-codes";
import { useFormat } from "@/components/format/use-format";
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  IconButton,
  PageHeader,
  QueryState,
  Table,
  TBody,
  TD,
  TH,
  THead,
  TR,
  useToast,
  Pager,
} from "@/components/ui";
import { KeyFormDialog } from "./key-form-dialog";
import { SecretDialog } from "./secret-dialog";
import { useApiKeyMutations, useApiKeys, type ApiKey, type CreatedApiKey } from "./use-api-keys";

export function ApiKeysScreen({
  isAdmin,
  allMerchants,
  merchantNames,
}: {
  isAdmin: boolean;
  allMerchants: boolean;
  merchantNames: Record<string, string>;
}) {
  const t = useTranslations("apiKeys");
  const common = useTranslations("common");
  const fmt = useFormat();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const keys = useApiKeys(page);
  const { create, update, revoke } = useApiKeyMutations();
  const [creating, setCreating] = useState(0);
  const [editing, setEditing] = useState<ApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const codes = useCodes();
  const fail = (e: unknown) => toast.error(codes.error(e));

  const newKeyButton = <Button onClick={() => setCreating((n) => n + 1)}>{t("create")}</Button>;
  const rows = keys.data?.data ?? [];
  // An admin looking at every merchant needs to know whose key each row is.
  const showOwner = isAdmin && allMerchants;
  const pagination = keys.data?.pagination;

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} actions={newKeyButton} />
      <Card>
        <QueryState
          query={keys}
          errorTitle={t("loadError")}
          empty={
            rows.length === 0 ? (
              <EmptyState title={t("emptyTitle")} description={t("emptyText")} action={newKeyButton} />
            ) : undefined
          }
        >
          <Table stack data-testid="api-keys-table">
            <THead>
              <tr>
                <TH>{t("name")}</TH>
                {showOwner && <TH>{t("owner")}</TH>}
                <TH>{t("keys")}</TH>
                <TH>{t("status")}</TH>
                <TH>{t("whitelist")}</TH>
                <TH>{t("lastUsed")}</TH>
                <TH className="text-right">{common("actions")}</TH>
              </tr>
            </THead>
            <TBody>
              {rows.map((key) => (
                <TR key={key.id} data-testid="api-key-row" data-public-key={key.public_key}>
                  <TD lead="primary" className="min-w-0">
                    <span className="block font-medium text-slate-900">{codes.keyName(key.name)}</span>
                    <span className="text-xs text-slate-600">{t("createdOn", { date: fmt.date(key.created_at) })}</span>
                  </TD>
                  {showOwner && (
                    <TD label={t("owner")}>
                      {key.merchant_id ? (
                        (merchantNames[key.merchant_id] ?? key.merchant_id.slice(0, 8))
                      ) : (
                        <Badge tone="purple">{t("platform")}</Badge>
                      )}
                    </TD>
                  )}
                  <TD className="min-w-0 font-mono text-xs" label={t("keys")}>
                    <span className="block min-w-0 truncate text-slate-800">{key.public_key}</span>
                    <span className="text-slate-600">sk_…{key.secret_key_last_four}</span>
                  </TD>
                  <TD lead="status">
                    <Badge tone={key.status === "active" ? "green" : "neutral"}>{common(key.status)}</Badge>
                  </TD>
                  <TD
                    className="text-slate-600"
                    title={key.ip_whitelist.join("\n") || undefined}
                    label={t("whitelist")}
                  >
                    {key.ip_whitelist.length ? t("addresses", { count: key.ip_whitelist.length }) : t("anyAddress")}
                  </TD>
                  <TD className="text-slate-600" label={t("lastUsed")}>
                    {key.last_used_at ? fmt.dateTime(key.last_used_at) : common("never")}
                  </TD>
                  <TD className="text-right">
                    <div className="flex justify-end gap-0.5">
                      <IconButton icon="edit" label={common("edit")} onClick={() => setEditing(key)} />
                      <IconButton
                        icon="power"
                        label={t(key.status === "active" ? "deactivate" : "activate")}
                        disabled={update.isPending && update.variables?.id === key.id}
                        onClick={() => {
                          const status = key.status === "active" ? "inactive" : "active";
                          update.mutate(
                            { id: key.id, input: { status } },
                            {
                              onSuccess: () =>
                                toast.success(t(status === "active" ? "activated_toast" : "deactivated_toast")),
                              onError: fail,
                            },
                          );
                        }}
                      />
                      <IconButton icon="trash" tone="danger" label={t("revoke")} onClick={() => setRevoking(key)} />
                    </div>
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

      {creating > 0 && (
        <KeyFormDialog
          key={`create-${creating}`}
          open
          hint={isAdmin && allMerchants ? t("createPlatformHint") : undefined}
          pending={create.isPending}
          onClose={() => setCreating(0)}
          onSubmit={async (input) => {
            const key = await create.mutateAsync(input);
            setCreating(0);
            setCreated(key);
            toast.success(t("created_toast"));
          }}
        />
      )}
      {editing && (
        <KeyFormDialog
          key={editing.id}
          open
          initial={editing}
          pending={update.isPending}
          onClose={() => setEditing(null)}
          onSubmit={async (input) => {
            // An unchanged whitelist is not sent: renaming alone needs no step-up (docs/api/authentication.md).
            const same = input.ip_whitelist?.join("\n") === editing.ip_whitelist.join("\n");
            await update.mutateAsync({ id: editing.id, input: same ? { name: input.name } : input });
            setEditing(null);
            toast.success(t("updated_toast"));
          }}
        />
      )}
      <SecretDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={!!revoking}
        onClose={() => setRevoking(null)}
        title={t("revokeTitle", { name: revoking ? codes.keyName(revoking.name) : "" })}
        message={t("revokeText")}
        confirmLabel={t("revoke")}
        loading={revoke.isPending}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              setRevoking(null);
              toast.success(t("revoked_toast"));
            },
            onError: fail,
          });
        }}
      />
    </>
  );
}
