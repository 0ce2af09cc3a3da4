"use client";

import { TimelineChart } from "./timeline-chart";
import { useMemo, useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { ApiError, apiFetch, type One, type Page } from "@/components/api/api-fetch";
import { parseMoneyInput } from "@/components/charges/money-input";
import { useFormat } from "@/components/format/use-format";
import { receivableKeys } from "@/components/receivables/query-keys";
import type { ReceivableView, SummaryView as ReceivablesSummary } from "@/components/receivables/types";
import { walletKeys } from "@/components/wallets/query-keys";
import {
  Button,
  Card,
  CardBody,
  CardHeader,
  Field,
  Input,
  TableSkeleton,
  Table,
  TBody,
  TD,
  TH,
  THead,
  TR,
  cn,
  useToast,
} from "@/components/ui";
import { anticipationKeys, type AnticipationBody, type AnticipationView, type SimulationView } from "./types";
import { ReviewAnticipation } from "./review-anticipation";
import { useDebounced } from "./use-debounced";
import { firstPeriod, periodBody, SIMULATE_TOTALS_ONLY, timelineQuery } from "./first-queries";
import { useCodes } from "@/components/codes/use-codes";

const MODES = ["period", "amount", "pick"] as const;
type Mode = (typeof MODES)[number];
const PICKER_LIMIT = 100;

/**
 * Simulate, then request: the figures come from POST /v1/anticipations/simulate (the server owns
 * the fee rule, docs/api/anticipations.md), asked again whenever the choice settles.
 */
export function Simulator({ today }: { today: string }) {
  const t = useTranslations("anticipations");
  const codes = useCodes();
  const fmt = useFormat();
  const toast = useToast();
  const qc = useQueryClient();
  const first = firstPeriod(today);
  const tomorrow = first.from;
  const [mode, setMode] = useState<Mode>("period");
  const [from, setFrom] = useState(first.from);
  const [to, setTo] = useState(first.to);
  const [amountText, setAmountText] = useState("");
  const [picked, setPicked] = useState<Set<string>>(new Set());
  // What the merchant is reviewing: the body and the figures it was shown, sent as they were shown.
  const [reviewing, setReviewing] = useState<{ body: AnticipationBody; sim: SimulationView; key: string } | null>(null);

  const eligibleQuery = { status: "pending", settlement_date_from: tomorrow, limit: PICKER_LIMIT };
  // The picker's rows, asked for when the merchant picks by hand, not on every visit.
  const eligible = useQuery({
    queryKey: anticipationKeys.eligible(eligibleQuery),
    queryFn: ({ signal }) => apiFetch<Page<ReceivableView>>("/receivables", { query: eligibleQuery, signal }),
    enabled: mode === "pick",
  });
  const receivables = eligible.data?.data ?? [];
  const timelineAsked = timelineQuery(tomorrow);
  const timeline = useQuery({
    queryKey: receivableKeys.summary(timelineAsked),
    queryFn: ({ signal }) =>
      apiFetch<One<ReceivablesSummary>>("/receivables/summary", { query: timelineAsked, signal }),
  });

  const body = useMemo((): AnticipationBody | null => {
    if (mode === "period") return periodBody(from, to);
    if (mode === "amount") {
      const amount = parseMoneyInput(amountText);
      return amount && amount > 0 ? { anticipation_type: "spot", amount } : null;
    }
    return picked.size ? { anticipation_type: "spot", receivable_ids: [...picked] } : null;
  }, [mode, from, to, amountText, picked]);
  const settled = useDebounced(body);

  const simulation = useQuery({
    queryKey: anticipationKeys.simulation(settled),
    queryFn: ({ signal }) =>
      apiFetch<One<SimulationView>>("/anticipations/simulate", {
        method: "POST",
        body: settled,
        // A period or an amount can take thousands of receivables: the screen shows their totals by month, and
        // lists receivables only for the ones picked by hand (at most 500), whose fee it shows row by row.
        query: settled && "receivable_ids" in settled ? undefined : SIMULATE_TOTALS_ONLY,
        signal,
      }),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
  });
  const failed = simulation.isError && !simulation.isFetching;
  const sim = settled && !failed ? simulation.data?.data : undefined;
  const simError = settled && failed ? explain(simulation.error) : null;
  const perReceivable = new Map(sim ? sim.receivables.map((r) => [r.receivable_id, r]) : []);

  const request = useMutation({
    // One key per review: a double click or a retry of the same confirmation is one request.
    mutationFn: (r: { body: AnticipationBody; key: string }) =>
      apiFetch<One<AnticipationView>>("/anticipations", {
        method: "POST",
        body: r.body,
        idempotencyKey: r.key,
      }),
    onSuccess: async ({ data }) => {
      setReviewing(null);
      toast.success(
        data.status === "completed"
          ? t("requestedCompleted", { net: fmt.money(data.net_amount, data.currency) })
          : t("requestedPending"),
      );
      setPicked(new Set());
      await Promise.all([
        qc.invalidateQueries({ queryKey: anticipationKeys.all }),
        qc.invalidateQueries({ queryKey: receivableKeys.all }),
        qc.invalidateQueries({ queryKey: walletKeys.all }),
      ]);
    },
    onError: (e) => {
      setReviewing(null);
      toast.error(explain(e));
    },
  });

  // The API speaks English to integrators; the screen says the known refusals in the user's language.
  function explain(e: unknown): string {
    if (
      e instanceof ApiError &&
      ["no_eligible_receivables", "receivables_unavailable", "amount_below_minimum"].includes(e.code)
    )
      return t(`error_${e.code}`);
    return codes.error(e);
  }

  const toggle = (id: string) =>
    setPicked((p) => {
      const next = new Set(p);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Card data-testid="simulator">
      <CardHeader title={t("simulatorTitle")} description={t("simulatorHint")} />
      <CardBody className="space-y-5">
        <div className="grid grid-cols-3 rounded-md shadow-sm ring-1 ring-slate-300 sm:inline-grid" role="group">
          {MODES.map((m, i) => (
            <button
              key={m}
              type="button"
              data-mode={m}
              onClick={() => setMode(m)}
              aria-pressed={m === mode}
              className={cn(
                "px-2 py-1.5 text-xs font-medium sm:px-3 sm:text-sm",
                i === 0 && "rounded-l-md",
                i === MODES.length - 1 && "rounded-r-md",
                i > 0 && "border-l border-slate-300",
                m === mode ? "bg-indigo-600 text-white" : "bg-white text-slate-700 hover:bg-slate-50",
              )}
            >
              {t(`mode${m[0].toUpperCase()}${m.slice(1)}`)}
            </button>
          ))}
        </div>

        {mode === "period" && (
          <div className="grid gap-3 sm:max-w-md sm:grid-cols-2">
            <Field label={t("from")} htmlFor="sim-from">
              <Input id="sim-from" type="date" min={tomorrow} value={from} onChange={(e) => setFrom(e.target.value)} />
            </Field>
            <Field label={t("to")} htmlFor="sim-to">
              <Input
                id="sim-to"
                type="date"
                min={from || tomorrow}
                value={to}
                onChange={(e) => setTo(e.target.value)}
              />
            </Field>
          </div>
        )}
        {mode === "amount" && (
          <div className="sm:max-w-xs">
            <Field label={t("amount")} htmlFor="sim-amount" hint={t("amountHint")}>
              <Input
                id="sim-amount"
                inputMode="decimal"
                placeholder="1.000,00"
                value={amountText}
                onChange={(e) => setAmountText(e.target.value)}
              />
            </Field>
          </div>
        )}

        {!timeline.data ? (
          <TableSkeleton label={t("loading")} />
        ) : (
          <TimelineChart summary={timeline.data.data} selected={sim ? sim.by_month : []} />
        )}

        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="simulation-figures">
          <Figure
            label={t("figureAmount")}
            value={sim ? fmt.money(sim.amount, sim.currency) : "—"}
            testId="sim-amount-value"
          />
          <Figure
            label={t("figureFee")}
            value={sim ? fmt.money(-sim.fee_amount, sim.currency) : "—"}
            testId="sim-fee"
          />
          <Figure
            label={t("figureNet")}
            value={sim ? fmt.money(sim.net_amount, sim.currency) : "—"}
            testId="sim-net"
            strong
          />
          <Figure
            label={t("figureRate")}
            value={sim ? t("rateValue", { rate: fmt.percent(sim.effective_monthly_rate / 100) }) : "—"}
            testId="sim-rate"
            hint={
              sim
                ? t("rateDetail", {
                    cost: fmt.percent(sim.amount ? sim.fee_amount / sim.amount : 0),
                    days: Math.round(sim.weighted_average_days),
                    count: sim.receivable_count,
                  })
                : undefined
            }
          />
        </div>
        {sim && sim.amount > 0 && (
          <div className="space-y-1.5">
            <div className="flex h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
              <div className="bg-emerald-500" style={{ width: `${(sim.net_amount / sim.amount) * 100}%` }} />
              <div className="bg-rose-400" style={{ width: `${(sim.fee_amount / sim.amount) * 100}%` }} />
            </div>
            <p className="text-xs text-slate-500">
              {t("nominalRate", { rate: fmt.percent(sim.monthly_rate_bp / 10_000) })} ·{" "}
              {sim.approval === "automatic" ? t("approvalAutomatic") : t("approvalManual")}
            </p>
          </div>
        )}
        {!settled && <p className="text-sm text-slate-500">{t("chooseSomething")}</p>}
        {simError && (
          <p className="text-sm text-amber-700" role="status" data-testid="sim-error">
            {simError}
          </p>
        )}

        {mode === "pick" && eligible.isPending && <TableSkeleton label={t("loading")} />}
        {mode === "pick" && receivables.length > 0 && (
          <div>
            <p className="mb-2 text-sm text-slate-500">{t("pickHint")}</p>
            <div className="max-h-80 overflow-auto rounded-md ring-1 ring-slate-200">
              <Table data-testid="picker">
                <THead>
                  <tr>
                    <TH className="w-8" />
                    <TH>{t("colSettlement")}</TH>
                    <TH>{t("colCharge")}</TH>
                    <TH className="text-right">{t("colNet")}</TH>
                    <TH className="text-right">{t("colDays")}</TH>
                    <TH className="text-right">{t("colFee")}</TH>
                  </tr>
                </THead>
                <TBody>
                  {receivables.map((r) => {
                    const p = perReceivable.get(r.id);
                    return (
                      <TR key={r.id} data-receivable-id={r.id} className="cursor-pointer" onClick={() => toggle(r.id)}>
                        <TD>
                          <input
                            type="checkbox"
                            aria-label={r.id}
                            checked={picked.has(r.id)}
                            onChange={() => toggle(r.id)}
                            onClick={(e) => e.stopPropagation()}
                            className="size-4 rounded border-slate-300 text-indigo-600"
                          />
                        </TD>
                        <TD className="whitespace-nowrap tabular-nums">{fmt.date(`${r.settlement_date}T12:00:00Z`)}</TD>
                        <TD className="whitespace-nowrap font-mono text-xs text-slate-500">
                          …{r.charge_id.slice(-8)} · {r.installment_number}/{r.installments}
                        </TD>
                        <TD className="text-right tabular-nums">{fmt.money(r.net_amount, r.currency)}</TD>
                        <TD className="text-right tabular-nums text-slate-500">{p?.days ?? ""}</TD>
                        <TD className="text-right tabular-nums text-slate-500">
                          {p ? fmt.money(p.fee_amount, r.currency) : ""}
                        </TD>
                      </TR>
                    );
                  })}
                </TBody>
              </Table>
            </div>
            {(eligible.data?.pagination.total ?? 0) > receivables.length && (
              <p className="mt-2 text-xs text-slate-500">
                {t("pickerMore", { shown: receivables.length, total: eligible.data?.pagination.total ?? 0 })}
              </p>
            )}
          </div>
        )}

        <div className="flex justify-end">
          <Button
            data-testid="request-anticipation"
            disabled={!sim || !body || body !== settled || simulation.isFetching || request.isPending}
            onClick={() => body && sim && setReviewing({ body, sim, key: crypto.randomUUID() })}
          >
            {request.isPending ? t("requesting") : t("review")}
          </Button>
        </div>
        <ReviewAnticipation
          simulation={reviewing?.sim ?? null}
          pending={request.isPending}
          onBack={() => setReviewing(null)}
          onConfirm={() => reviewing && !request.isPending && request.mutate(reviewing)}
        />
      </CardBody>
    </Card>
  );
}

function Figure({
  label,
  value,
  hint,
  strong,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  strong?: boolean;
  testId: string;
}) {
  return (
    <div className={cn("rounded-md p-3 ring-1", strong ? "bg-emerald-50 ring-emerald-200" : "ring-slate-200")}>
      <p className="text-xs text-slate-500">{label}</p>
      <p
        className={cn(
          "mt-1 text-base font-semibold tabular-nums sm:text-lg",
          strong ? "text-emerald-700" : "text-slate-900",
        )}
        data-testid={testId}
      >
        {value}
      </p>
      {hint && <p className="mt-0.5 text-xs text-slate-500">{hint}</p>}
    </div>
  );
}
