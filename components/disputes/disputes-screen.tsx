"use client";

import { useState } from "react";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, type One, type Page } from "@/components/api/api-fetch";
import { useFormat } from "@/components/format/use-format";
import {
  Badge,
  Card,
  CardBody,
  CardHeader,
  EmptyState,
  Field,
  PageHeader,
  Select,
  Skeleton,
  StatCard,
  Table,
  TBody,
  TD,
  TH,
  THead,
  TR,
  cn,
  type BadgeTone,
} from "@/components/ui";
import { EvidenceForm } from "./evidence-form";
import { disputeKeys } from "./query-keys";
import { OPEN, type DisputeRateView, type DisputeView } from "./types";

const DAY = 86_400_000;

/** The reason as the screen says it: a MED report is "Fraude (MED)", a card dispute its reason alone. */
function useReasonLabel() {
  const t = useTranslations("disputes");
  return (d: Pick<DisputeView, "kind" | "reason">) =>
    d.kind === "pix_med" ? t("medReason", { reason: t(`reason.${d.reason}`) }) : t(`reason.${d.reason}`);
}

const STATUS_TONE: Record<DisputeView["status"], BadgeTone> = {
  warning_needs_response: "yellow",
  needs_response: "red",
  under_review: "blue",
  won: "green",
  lost: "neutral",
  accepted: "neutral",
};

/** Whole days until the deadline, counted from now; the badge turns red in the last two. */
function DaysLeft({ dueBy, now }: { dueBy: string; now: number }) {
  const t = useTranslations("disputes");
  const days = Math.floor((Date.parse(dueBy) - now) / DAY);
  if (days < 0) return <Badge tone="red">{t("overdue")}</Badge>;
  return <Badge tone={days <= 2 ? "red" : days <= 5 ? "yellow" : "neutral"}>{t("daysLeft", { days })}</Badge>;
}

/**
 * The disputes screen: what is at stake, the queue by deadline, and the selected dispute with its reason explained
 * and the evidence form. An admin sees every merchant's disputes and the dispute rate per merchant.
 */
export function DisputesScreen({ admin }: { admin: boolean }) {
  const t = useTranslations("disputes");
  const fmt = useFormat();
  const [selected, setSelected] = useState<string | null>(null);
  const reasonOf = useReasonLabel();
  const [now] = useState(() => Date.now());
  // Admins: one merchant's disputes, or everyone's.
  const [merchantId, setMerchantId] = useState<string | undefined>(undefined);
  const list = useQuery({
    queryKey: disputeKeys.list(merchantId),
    queryFn: ({ signal }) =>
      apiFetch<Page<DisputeView>>("/disputes", { query: { limit: 100, merchant_id: merchantId }, signal }),
  });
  const merchants = useQuery({
    queryKey: disputeKeys.merchants(),
    queryFn: ({ signal }) =>
      apiFetch<Page<{ id: string; name: string }>>("/merchants", { query: { limit: 100 }, signal }),
    enabled: admin,
  });
  const merchantName = new Map((merchants.data?.data ?? []).map((m) => [m.id, m.name]));
  const rates = useQuery({
    queryKey: disputeKeys.rates(),
    queryFn: ({ signal }) => apiFetch<One<DisputeRateView[]>>("/disputes/rates", { signal }),
    enabled: admin,
  });
  const all = list.data?.data ?? [];
  // Open ones first (by deadline, as the API orders them), then the closed ones.
  const queue = [...all.filter((d) => OPEN.includes(d.status)), ...all.filter((d) => !OPEN.includes(d.status))];
  const open = all.filter((d) => OPEN.includes(d.status));
  const current = queue.find((d) => d.id === selected) ?? queue.find((d) => OPEN.includes(d.status));

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <StatCard label={t("openCount")} value={list.data ? open.length : <Skeleton className="h-8 w-16" />} />
          <StatCard
            label={t("atStake")}
            value={list.data ? fmt.money(open.reduce((s, d) => s + d.amount, 0)) : <Skeleton className="h-8 w-32" />}
            hint={t("atStakeHint")}
          />
        </div>
        {list.data && queue.length === 0 ? (
          <Card>
            <EmptyState title={t("title")} description={t("empty")} />
          </Card>
        ) : (
          <div className="grid gap-6 lg:grid-cols-5">
            <Card className="lg:col-span-2 lg:self-start">
              <CardHeader title={t("queue")} />
              {admin && (
                <div className="border-b border-slate-100 px-5 py-3">
                  <Field label={t("merchant")} htmlFor="dispute-merchant">
                    <Select
                      id="dispute-merchant"
                      value={merchantId ?? ""}
                      onChange={(e) => {
                        setMerchantId(e.target.value || undefined);
                        setSelected(null);
                      }}
                      data-testid="dispute-merchant"
                    >
                      <option value="">{t("allMerchants")}</option>
                      {(merchants.data?.data ?? []).map((m) => (
                        <option key={m.id} value={m.id}>
                          {m.name}
                        </option>
                      ))}
                    </Select>
                  </Field>
                </div>
              )}
              <ul className="divide-y divide-slate-100" data-testid="dispute-queue">
                {!list.data && (
                  <li className="p-4">
                    <Skeleton className="h-10 w-full" />
                  </li>
                )}
                {queue.map((d) => (
                  <li key={d.id}>
                    <button
                      type="button"
                      onClick={() => setSelected(d.id)}
                      aria-current={current?.id === d.id ? "true" : undefined}
                      className={cn(
                        "flex w-full flex-col gap-1 px-5 py-3 text-left hover:bg-slate-50",
                        current?.id === d.id && "bg-indigo-50/60",
                      )}
                    >
                      <span className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-semibold text-slate-900 tabular-nums">{fmt.money(d.amount)}</span>
                        {OPEN.includes(d.status) && d.status !== "under_review" ? (
                          <DaysLeft dueBy={d.due_by} now={now} />
                        ) : (
                          <Badge tone={STATUS_TONE[d.status]}>{t(`status.${d.status}`)}</Badge>
                        )}
                      </span>
                      <span className="text-sm text-slate-600">{reasonOf(d)}</span>
                      {admin && (
                        <span className="text-xs font-medium text-slate-700" data-testid="dispute-merchant-name">
                          {merchantName.get(d.merchant_id) ?? `…${d.merchant_id.slice(-8)}`}
                        </span>
                      )}
                      <span className="text-xs text-slate-500">
                        {t("dueBy")}: {fmt.date(d.due_by)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </Card>
            <Card className="lg:col-span-3">
              {current ? (
                <>
                  <CardHeader
                    title={`${reasonOf(current)} · ${fmt.money(current.amount)}`}
                    actions={<Badge tone={STATUS_TONE[current.status]}>{t(`status.${current.status}`)}</Badge>}
                  />
                  <CardBody className="space-y-5">
                    <dl className="grid grid-cols-2 gap-3 text-sm">
                      <div>
                        <dt className="text-slate-500">{t("charge")}</dt>
                        <dd>
                          <Link
                            href={`/charges/${current.charge_id}`}
                            className="font-mono text-indigo-600 hover:underline"
                          >
                            …{current.charge_id.slice(-8)}
                          </Link>
                        </dd>
                      </div>
                      {admin && (
                        <div>
                          <dt className="text-slate-500">{t("merchant")}</dt>
                          <dd>
                            <Link
                              href={`/admin/merchants/${current.merchant_id}`}
                              className="text-indigo-600 hover:underline"
                            >
                              {merchantName.get(current.merchant_id) ?? `…${current.merchant_id.slice(-8)}`}
                            </Link>
                          </dd>
                        </div>
                      )}
                      <div>
                        <dt className="text-slate-500">{t("dueBy")}</dt>
                        <dd>{fmt.dateTime(current.due_by)}</dd>
                      </div>
                      <div>
                        <dt className="text-slate-500">{t("fee")}</dt>
                        <dd>{fmt.money(current.fee_amount)}</dd>
                      </div>
                      <div>
                        <dt className="text-slate-500">{t("reasonLabel")}</dt>
                        <dd>
                          {current.kind === "pix_med"
                            ? t("medCode", { code: current.network_reason_code })
                            : t("networkCode", {
                                network: current.network.toUpperCase(),
                                code: current.network_reason_code,
                              })}
                        </dd>
                      </div>
                    </dl>
                    <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="reason-explained">
                      {current.kind === "pix_med" ? t("explainMed") : t(`explain.${current.reason}`)}
                    </p>
                    {current.pix_devolucao && (
                      <p className="text-sm text-slate-600" data-testid="pix-devolucao">
                        {t(`devolucao.${current.pix_devolucao.status}`)}
                      </p>
                    )}
                    <section>
                      <h3 className="mb-3 text-sm font-semibold text-slate-900">{t("evidenceTitle")}</h3>
                      <EvidenceForm key={`${current.id}:${current.status}`} dispute={current} />
                    </section>
                    <section>
                      <h3 className="mb-2 text-sm font-semibold text-slate-900">{t("timeline")}</h3>
                      <ol className="space-y-1 text-sm text-slate-600">
                        {current.timeline.map((s, i) => (
                          <li key={i}>
                            <span className="tabular-nums text-slate-500">{fmt.dateTime(s.at)}</span> ·{" "}
                            {t(`step.${s.type}`)}
                          </li>
                        ))}
                      </ol>
                    </section>
                  </CardBody>
                </>
              ) : (
                <CardBody>
                  <p className="text-sm text-slate-500">{t("select")}</p>
                </CardBody>
              )}
            </Card>
          </div>
        )}
        {admin && (
          <Card>
            <CardHeader title={t("ratesTitle")} description={t("ratesHint")} />
            <Table stack>
              <THead>
                <TR>
                  <TH>{t("merchant")}</TH>
                  <TH className="text-right">{t("captured")}</TH>
                  <TH className="text-right">{t("disputesCount")}</TH>
                  <TH className="text-right">{t("rate")}</TH>
                  <TH className="text-right">{t("atStake")}</TH>
                </TR>
              </THead>
              <TBody>
                {(rates.data?.data ?? []).map((r) => (
                  <TR key={r.merchant_id}>
                    <TD lead="primary">
                      <button
                        type="button"
                        className="text-left text-indigo-600 hover:underline"
                        onClick={() => {
                          setMerchantId(r.merchant_id);
                          setSelected(null);
                        }}
                      >
                        {r.merchant_name}
                      </button>
                    </TD>
                    <TD label={t("captured")} className="text-right tabular-nums">
                      {r.captured_charges}
                    </TD>
                    <TD label={t("disputesCount")} className="text-right tabular-nums">
                      {r.disputes}
                    </TD>
                    <TD label={t("rate")} className="text-right tabular-nums">
                      {fmt.percent(r.rate, 2)} {r.above_threshold && <Badge tone="red">{t("aboveThreshold")}</Badge>}
                    </TD>
                    <TD label={t("atStake")} className="text-right tabular-nums">
                      {fmt.money(r.amount_at_stake)}
                    </TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          </Card>
        )}
      </div>
    </>
  );
}
