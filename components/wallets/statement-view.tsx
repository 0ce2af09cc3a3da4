"use client";

import { useCallback, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, type One } from "@/components/api/api-fetch";
import { useCodes } from "@/components/codes/use-codes";
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
  ExportControl,
} from "@/components/ui";
import { ChargeRef } from "@/components/charges/charge-ref";
import { walletKeys } from "./query-keys";
import { statementCsv } from "./statement-csv";
import { periodOfUrl, shiftDay as shift, type Period } from "./statement-period";
import type { EntryView, StatementView as Statement, WalletView } from "./types";

const PAGE = 50;

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
  // The period lives in the URL (?from=&to=): a reload or a shared link shows the same statement.
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const range = periodOfUrl(params, today, wallet.last_movement_at);
  const setRange = useCallback(
    (p: Period) => {
      const next = new URLSearchParams(params.toString());
      next.set("from", p.start);
      next.set("to", p.end);
      router.replace(`${pathname}?${next.toString()}`, { scroll: false });
    },
    [params, pathname, router],
  );
  const [draft, setDraft] = useState(range);
  const [seen, setSeen] = useState(range);
  if (seen.start !== range.start || seen.end !== range.end) {
    // The URL changed (a shortcut, back button): the inputs follow it.
    setSeen(range);
    setDraft(range);
  }
  const [shown, setShown] = useState(PAGE);
  const query = { start_date: range.start, end_date: range.end };
  const { data, isPending, isError, error, isFetching } = useQuery({
    queryKey: walletKeys.statement(wallet.id, query),
    queryFn: ({ signal }) => apiFetch<One<Statement>>(`/wallets/${wallet.id}/statement`, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const s = data?.data;
  const money = (v: number) => fmt.money(v, wallet.currency_code);
  // Types and descriptions are said from the entry's codes and fields (codes.json), never the API's English.
  const codes = useCodes();
  const typeLabel = codes.entryType;
  // Entries name their charge in `details`; the statement describes those charges (who paid, for
  // what), so a person reads the buyer and the link instead of an id.
  const about = new Map((s?.charges ?? []).map((c) => [c.id, c]));
  const installmentOf = (e: EntryView) =>
    e.details.installment_number
      ? t("installmentOf", { n: e.details.installment_number, total: e.details.installments_total ?? 1 })
      : null;
  const describe = (e: EntryView) => {
    const chargeId = e.details.charge_id;
    if (!chargeId) return codes.entry(e);
    const part = installmentOf(e);
    return (
      <span className="inline-flex max-w-full items-baseline gap-2" data-charge-id={chargeId}>
        <ChargeRef charge={about.get(chargeId) ?? null} chargeId={chargeId} />
        {part && <span className="shrink-0 text-xs text-slate-600">{part}</span>}
      </span>
    );
  };
  const csvWords = {
    type: typeLabel,
    description: (e: EntryView) => {
      const c = e.details.charge_id ? about.get(e.details.charge_id) : undefined;
      if (!c) return codes.entry(e);
      const who = c.customer_name ?? c.customer_email ?? c.payment_link_title ?? c.first_item ?? "";
      return [
        who,
        c.customer_name || c.customer_email ? (c.payment_link_title ?? c.first_item) : null,
        installmentOf(e),
      ]
        .filter(Boolean)
        .join(" · ");
    },
  };

  return (
    <Card data-testid="statement">
      <CardHeader
        title={t("statementTitle", { owner: ownerName })}
        description={t("statementHint")}
        actions={
          <ExportControl
            label={t("downloadCsv")}
            disabled={!s}
            onExport={(format) =>
              s && download(`statement-${range.start}-${range.end}.csv`, statementCsv(s, format, csvWords))
            }
            testId="statement-csv"
          />
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
              onClick={() => (setRange({ start: shift(today, -d), end: today }), setShown(PAGE))}
            >
              {t("lastDays", { days: d })}
            </Button>
          ))}
        </form>

        {isPending ? (
          <TableSkeleton label={t("loading")} />
        ) : isError || !s ? (
          <EmptyState title={t("loadError")} description={error ? codes.error(error) : undefined} />
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
              <Table stack data-testid="statement-entries">
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
                      <TD className="whitespace-nowrap text-slate-600 tabular-nums" label={t("colDate")}>
                        {fmt.dateTime(e.created_at)}
                        {/* Run ahead of time by a test clock (or an operator's --as-of): when it was really posted. */}
                        {Math.abs(Date.parse(e.posted_at) - Date.parse(e.created_at)) >= 60_000 && (
                          <span className="block text-xs text-slate-400">
                            {t("postedAt", { when: fmt.dateTime(e.posted_at) })}
                          </span>
                        )}
                      </TD>
                      <TD label={t("colEntryType")}>{typeLabel(e.type)}</TD>
                      <TD className="max-w-md truncate text-slate-600" label={t("colDescription")}>
                        {describe(e)}
                      </TD>
                      <TD
                        className={cn(
                          "text-right tabular-nums font-medium",
                          e.amount < 0 ? "text-red-600" : "text-emerald-700",
                        )}
                        lead="primary"
                      >
                        {money(e.amount)}
                      </TD>
                      <TD className="text-right tabular-nums text-slate-600" label={t("colBalanceAfter")}>
                        {money(e.balance_after)}
                      </TD>
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
