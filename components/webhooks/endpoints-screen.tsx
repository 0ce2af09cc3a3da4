"use client";

import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useCodes } from "@/components/codes/use-codes";
import { useFormat } from "@/components/format/use-format";
import {
  Badge,
  Button,
  buttonClasses,
  Card,
  ConfirmDialog,
  EmptyState,
  PageHeader,
  QueryState,
  useToast,
} from "@/components/ui";
import type { Owner } from "@/components/admin/owner-cell";
import { EndpointFormDialog } from "./endpoint-form-dialog";
import { SecretDialog } from "./secret-dialog";
import { useEndpointMutations, useEndpoints, type Endpoint, type EndpointWithSecret } from "./use-webhooks";

/** The endpoints; an admin viewing every merchant gets `owners` and sees whose each endpoint is. */
export function EndpointsScreen({ eventNames, owners }: { eventNames: string[]; owners?: Record<string, Owner> }) {
  const t = useTranslations("webhooks");
  const codes = useCodes();
  const fmt = useFormat();
  const toast = useToast();
  const endpoints = useEndpoints();
  const m = useEndpointMutations();
  const [creating, setCreating] = useState(0);
  const [editing, setEditing] = useState<Endpoint | null>(null);
  const [deleting, setDeleting] = useState<Endpoint | null>(null);
  const [regenerating, setRegenerating] = useState<Endpoint | null>(null);
  const [secret, setSecret] = useState<EndpointWithSecret | null>(null);
  const fail = (e: unknown) => toast.error(codes.error(e));

  const addButton = <Button onClick={() => setCreating((n) => n + 1)}>{t("add")}</Button>;
  const rows = endpoints.data?.data ?? [];

  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <>
            <Link href="/webhooks/logs" className={buttonClasses("secondary")}>
              {t("viewLogs")}
            </Link>
            {addButton}
          </>
        }
      />
      <Card>
        <QueryState
          query={endpoints}
          errorTitle={t("loadError")}
          empty={
            rows.length === 0 ? (
              <EmptyState title={t("emptyTitle")} description={t("emptyText")} action={addButton} />
            ) : undefined
          }
        >
          <ul className="divide-y divide-slate-100" data-testid="endpoints">
            {rows.map((ep) => (
              <li key={ep.id} className="px-4 py-4 sm:px-5" data-testid="endpoint-row" data-url={ep.url}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 max-w-full">
                    <div className="flex flex-wrap items-center gap-2">
                      {/* A long URL wraps rather than widening the page on a phone. */}
                      <span className="min-w-0 font-mono text-sm font-medium break-all text-slate-900">{ep.url}</span>
                      <Badge tone={ep.active ? "green" : "neutral"}>{ep.active ? t("enabled") : t("disabled")}</Badge>
                    </div>
                    {owners && (
                      <p className="mt-0.5 text-sm text-slate-700" data-testid="endpoint-owner">
                        {t("owner")}: {owners[ep.merchant_id]?.name ?? ep.merchant_id.slice(0, 8)}
                        {owners[ep.merchant_id]?.detail && (
                          <span className="text-slate-600"> · {owners[ep.merchant_id].detail}</span>
                        )}
                      </p>
                    )}
                    {ep.description && <p className="mt-0.5 text-sm text-slate-600">{ep.description}</p>}
                    <div className="mt-2 flex flex-wrap gap-1">
                      {ep.events.includes("*") ? (
                        <Badge tone="purple">{t("allEvents")}</Badge>
                      ) : (
                        ep.events.map((e) => (
                          <Badge key={e} tone="blue">
                            <span title={e}>{codes.event(e)}</span>
                          </Badge>
                        ))
                      )}
                    </div>
                    <p className="mt-2 text-xs text-slate-600">
                      <span title={t("secretHintNote")}>
                        {t("secret")}: <code className="font-mono text-slate-700">{ep.secret_hint}</code>
                      </span>
                      <span className="mx-1.5">·</span>
                      <span data-testid="endpoint-api-version">
                        {t("apiVersion")}: <code className="font-mono text-slate-700">{ep.api_version}</code>
                      </span>
                      <span className="mx-1.5">·</span>
                      {t("createdOn", { date: fmt.date(ep.created_at) })}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-1.5">
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={m.test.isPending && m.test.variables === ep.id}
                      onClick={() =>
                        m.test.mutate(ep.id, {
                          onSuccess: (log) =>
                            log.status === "success"
                              ? toast.success(
                                  t("testOk", { status: log.response_status_code ?? 0, ms: log.duration_ms ?? 0 }),
                                )
                              : toast.error(t("testFailed", { reason: codes.deliveryFailure(log) })),
                          onError: fail,
                        })
                      }
                    >
                      {t("sendTest")}
                    </Button>
                    <Link href={`/webhooks/logs?endpoint_id=${ep.id}`} className={buttonClasses("ghost", "sm")}>
                      {t("viewLogs")}
                    </Link>
                    <Button size="sm" variant="ghost" onClick={() => setEditing(ep)}>
                      {t("edit")}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={m.update.isPending && m.update.variables?.id === ep.id}
                      onClick={() =>
                        m.update.mutate(
                          { id: ep.id, input: { active: !ep.active } },
                          {
                            onSuccess: () => toast.success(ep.active ? t("disabledToast") : t("enabledToast")),
                            onError: fail,
                          },
                        )
                      }
                    >
                      {ep.active ? t("disable") : t("enable")}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setRegenerating(ep)}>
                      {t("regenerate")}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-600 hover:bg-red-50"
                      onClick={() => setDeleting(ep)}
                    >
                      {t("delete")}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </QueryState>
      </Card>

      {creating > 0 && (
        <EndpointFormDialog
          key={`create-${creating}`}
          eventNames={eventNames}
          pending={m.create.isPending}
          onClose={() => setCreating(0)}
          onSubmit={async (input) => {
            const created = await m.create.mutateAsync(input);
            setCreating(0);
            setSecret(created);
            toast.success(t("createdToast"));
          }}
        />
      )}
      {editing && (
        <EndpointFormDialog
          key={editing.id}
          initial={editing}
          eventNames={eventNames}
          pending={m.update.isPending}
          onClose={() => setEditing(null)}
          onSubmit={async (input) => {
            await m.update.mutateAsync({ id: editing.id, input });
            setEditing(null);
            toast.success(t("updatedToast"));
          }}
        />
      )}
      <SecretDialog endpoint={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={!!regenerating}
        onClose={() => setRegenerating(null)}
        title={t("regenerateTitle")}
        message={t("regenerateText")}
        confirmLabel={t("regenerate")}
        loading={m.regenerate.isPending}
        onConfirm={() => {
          if (!regenerating) return;
          m.regenerate.mutate(regenerating.id, {
            onSuccess: (ep) => {
              setRegenerating(null);
              setSecret(ep);
            },
            onError: fail,
          });
        }}
      />
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        title={t("deleteTitle")}
        message={t("deleteText", { url: deleting?.url ?? "" })}
        confirmLabel={t("delete")}
        loading={m.remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          m.remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(t("deletedToast"));
            },
            onError: fail,
          });
        }}
      />
    </>
  );
}
