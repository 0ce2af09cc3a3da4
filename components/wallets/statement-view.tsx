"use client";

import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, ApiError, type One } from "@/components/api/api-fetch";
import { useFormat } from "@/components/format/use-format";
import {
  Button,
  Card,
  CardBody,
  CardHeader,
  EmptyState,
  Field,
  Input,
  Table,
  TableSkeleton,
  TBody,
  TD,
  TH,
  THead,
  TR,
  cn,
} from "@/components/ui";
import { walletKeys } from "./query-keys";
import { statementCsv } from "./statement-csv";
import type { StatementView as Statement, WalletView } from "./types";

const DAY = 86_400_000;
const PAGE = 50;
const CHARGE_REF = /charge ([0-9a-f-]{36})(?:, installment (\d+)\/?(\d+)?)?/i;
const shift = (date: string, days: number) => new Date(Date.parse(date) + days * DAY).toISOString().slice(0, 10);

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/** A wallet's statement for a chosen period, with a CSV download of exactly what is shown. */
export function StatementView({ wallet, ownerName, today }: { wallet: WalletView; ownerName: string; today: string }) {
  const t = useTranslations("wallets");
  const fmt = useFormat();
  const [range, setRange] = useState({ start: shift(today, -30), end: today });
  const [draft, setDraft] = useState(range);
  const [shown, setShown] = useState(PAGE);
  const query = { start_date: range.start, end_date: range.end };
  const { data, isPending, isError, error, isFetching } = useQuery({
    queryKey: walletKeys.statement(wallet.id, query),
    queryFn: ({ signal }) => apiFetch<One<Statement>>(`/wallets/${wallet.id}/statement`, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const s = data?.data;
  const money = (v: number) => fmt.money(v, wallet.currency_code);
  const typeLabel = (type: string) => (t.has(`entryType.${type}`) ? t(`entryType.${type}`) : type);
  // Ids are UUIDv7, alike at the start for a day's charges: the screen shows their end.
  // Entry descriptions are stored in English for the API; the screen says the same in the user's language.
  const describe = (description: string | null) => {
    const m = description ? CHARGE_REF.exec(description) : null;
    if (!m) return description;
    const label = m[2]
      ? t("entryOfInstallment", { charge: `…${m[1].slice(-8)}`, n: m[2], total: m[3] ?? m[2] })
      : t("entryOfCharge", { charge: `…${m[1].slice(-8)}` });
    return (
      <a href={`/charges/${m[1]}`} className="hover:underline" data-charge-id={m[1]} title={description ?? undefined}>
        {label}
      </a>
    );
  };

  return (
    <Card data-testid="statement">
      <CardHeader
        title={t("statementTitle", { owner: ownerName })}
        description={t("statementHint")}
        actions={
          <Button
            variant="secondary"
            size="sm"
            disabled={!s}
            onClick={() => s && download(`statement-${range.start}-${range.end}.csv`, statementCsv(s))}
            data-testid="statement-csv"
          >
            {t("downloadCsv")}
          </Button>
        }
      />
      <CardBody className="space-y-5">
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            setRange(draft);
            setShown(PAGE);
          }}
        >
          <Field label={t("from")} htmlFor="statement-start">
            <Input
              id="statement-start"
              type="date"
              value={draft.start}
              max={draft.end}
              onChange={(e) => setDraft({ ...draft, start: e.target.value })}
            />
          </Field>
          <Field label={t("to")} htmlFor="statement-end">
            <Input
              id="statement-end"
              type="date"
              value={draft.end}
              min={draft.start}
              onChange={(e) => setDraft({ ...draft, end: e.target.value })}
            />
          </Field>
          <Button type="submit" disabled={!draft.start || !draft.end}>
            {t("show")}
          </Button>
          {[7, 30, 90].map((d) => (
            <Button
              key={d}
              variant="ghost"
              size="sm"
              onClick={() => (
                setDraft({ start: shift(today, -d), end: today }),
                setRange({ start: shift(today, -d), end: today })
              )}
            >
              {t("lastDays", { days: d })}
            </Button>
          ))}
        </form>

        {isPending ? (
          <TableSkeleton label={t("loading")} />
        ) : isError || !s ? (
          <EmptyState title={t("loadError")} description={error instanceof ApiError ? error.message : undefined} />
        ) : (
          <div className={cn("space-y-5", isFetching && "opacity-60 transition-opacity")}>
            <dl className="grid grid-cols-2 gap-4 rounded-md bg-slate-50 p-4 text-sm sm:grid-cols-4">
              {[
                ["opening", s.opening_balance],
                ["credits", s.summary.total_credits],
                ["debits", -s.summary.total_debits],
                ["closing", s.closing_balance],
              ].map(([key, value]) => (
                <div key={key as string}>
                  <dt className="text-slate-500">{t(key as string)}</dt>
                  <dd
                    className={cn(
                      "mt-0.5 text-base font-semibold tabular-nums text-slate-900",
                      (value as number) < 0 && "text-red-600",
                    )}
                    data-testid={`statement-${key as string}`}
                  >
                    {money(value as number)}
                  </dd>
                </div>
              ))}
            </dl>
            {s.summary.by_type.length > 0 && (
              <div className="flex flex-wrap gap-2 text-xs text-slate-600" data-testid="statement-by-type">
                {s.summary.by_type.map((b) => (
                  <span key={b.type} className="rounded-full bg-white px-3 py-1 ring-1 ring-slate-200">
                    {typeLabel(b.type)} · {b.count} · <span className="tabular-nums">{money(b.net)}</span>
                  </span>
                ))}
              </div>
            )}
            {s.entries.length === 0 ? (
              <EmptyState title={t("noEntries")} description={t("noEntriesText")} />
            ) : (
              <Table data-testid="statement-entries">
                <THead>
                  <tr>
                    <TH>{t("colDate")}</TH>
                    <TH>{t("colEntryType")}</TH>
                    <TH>{t("colDescription")}</TH>
                    <TH className="text-right">{t("colAmount")}</TH>
                    <TH className="text-right">{t("colBalanceAfter")}</TH>
                  </tr>
                </THead>
                <TBody>
                  {s.entries.slice(0, shown).map((e) => (
                    <TR key={e.id}>
                      <TD className="whitespace-nowrap text-slate-500 tabular-nums">{fmt.dateTime(e.created_at)}</TD>
                      <TD>{typeLabel(e.type)}</TD>
                      <TD className="max-w-md truncate text-slate-600">{describe(e.description)}</TD>
                      <TD
                        className={cn(
                          "text-right tabular-nums font-medium",
                          e.amount < 0 ? "text-red-600" : "text-emerald-700",
                        )}
                      >
                        {money(e.amount)}
                      </TD>
                      <TD className="text-right tabular-nums text-slate-500">{money(e.balance_after)}</TD>
                    </TR>
                  ))}
                </TBody>
              </Table>
            )}
            {s.entries.length > shown && (
              <div className="flex items-center justify-between text-sm text-slate-600">
                <span>{t("showingOf", { shown, total: s.entries.length })}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setShown(shown + PAGE * 4)}
                  data-testid="statement-more"
                >
                  {t("showMore")}
                </Button>
              </div>
            )}
            {s.truncated && <p className="text-xs text-amber-700">{t("truncated")}</p>}
          </div>
        )}
      </CardBody>
    </Card>
  );
}
