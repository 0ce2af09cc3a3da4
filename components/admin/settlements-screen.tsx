"use client";

import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, type Page } from "@/components/api/api-fetch";
import { useFormat } from "@/components/format/use-format";
import { SettlementRunner } from "@/components/receivables/settlement-runner";
import {
  Card,
  CardHeader,
  EmptyState,
  PageHeader,
  Pager,
  QueryState,
  Table,
  TBody,
  TD,
  TH,
  THead,
  TR,
} from "@/components/ui";
import { ActorLabel } from "./actor-label";
import { auditKeys } from "./query-keys";
import type { AuditEvent } from "./types";

interface RunSummary {
  as_of: string;
  settled: number;
  gross_amount: number;
  fee_amount: number;
  net_amount: number;
}

/**
 * Settlement runs: run one now, and see the past ones. The history is the audit log's
 * `settlement.run` events: runs by admins (dashboard, API, CLI) and the scheduled runs that settled something.
 */
export function SettlementsScreen({ today }: { today: string }) {
  const t = useTranslations("admin.settlements");
  const fmt = useFormat();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const query = { action: "settlement.run", page, limit: 20 };
  const runs = useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => apiFetch<Page<AuditEvent>>("/audit-events", { query, signal }),
  });
  const rows = runs.data?.data ?? [];
  const pagination = runs.data?.pagination;
  return (
    <div className="space-y-6">
      <PageHeader title={t("title")} description={t("description")} />
      <SettlementRunner today={today} onRun={() => client.invalidateQueries({ queryKey: auditKeys.all })} />
      <Card>
        <CardHeader title={t("historyTitle")} description={t("historyHint")} />
        <QueryState
          query={runs}
          errorTitle={t("loadError")}
          empty={rows.length === 0 ? <EmptyState title={t("empty")} /> : undefined}
        >
          <Table stack data-testid="settlement-runs">
            <THead>
              <tr>
                <TH>{t("ranAt")}</TH>
                <TH>{t("asOf")}</TH>
                <TH>{t("by")}</TH>
                <TH className="text-right">{t("settled")}</TH>
                <TH className="text-right">{t("gross")}</TH>
                <TH className="text-right">{t("fee")}</TH>
                <TH className="text-right">{t("net")}</TH>
              </tr>
            </THead>
            <TBody>
              {rows.map((e) => {
                const run = (e.after ?? {}) as Partial<RunSummary>;
                return (
                  <TR key={e.id} data-testid="settlement-run">
                    <TD label={t("ranAt")}>{fmt.dateTime(e.created_at)}</TD>
                    <TD label={t("asOf")}>{run.as_of ? fmt.date(`${run.as_of}T12:00:00Z`) : "—"}</TD>
                    <TD label={t("by")}>
                      <ActorLabel actor={e.actor} />
                    </TD>
                    <TD lead="status" label={t("settled")} className="text-right tabular-nums">
                      {run.settled ?? 0}
                    </TD>
                    <TD label={t("gross")} className="text-right tabular-nums">
                      {fmt.money(run.gross_amount ?? 0)}
                    </TD>
                    <TD label={t("fee")} className="text-right tabular-nums">
                      {fmt.money(run.fee_amount ?? 0)}
                    </TD>
                    <TD lead="primary" label={t("net")} className="text-right font-medium tabular-nums">
                      {fmt.money(run.net_amount ?? 0)}
                    </TD>
                  </TR>
                );
              })}
            </TBody>
          </Table>
        </QueryState>
        {pagination && pagination.total_pages > 1 && (
          <Pager page={pagination.page} totalPages={pagination.total_pages} onPage={setPage} />
        )}
      </Card>
    </div>
  );
}
