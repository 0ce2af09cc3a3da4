"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, type One } from "@/components/api/api-fetch";
import { useCodes } from "@/components/codes/use-codes";
import { useFormat } from "@/components/format/use-format";
import { NavIcon } from "@/components/layout/nav-icons";
import { Button, Card, CardBody, CardHeader, EmptyState, Field, Input, PageHeader, useToast } from "@/components/ui";
import type { TestClockRun, TestClockView } from "@/server/money/test-clocks/schemas";
import { testClockKeys } from "./query-keys";

const DAY = 86_400_000;
const STEPS = [1, 7, 30] as const;

/**
 * A day picked on the screen means its midday in Brasília (15:00 UTC): the same calendar day in the merchant's zone
 * and in UTC, by which settlement counts due dates (docs/api/test-clocks.md).
 */
function middayOf(day: string): string {
  return `${day}T15:00:00.000Z`;
}

/** The day after the clock's current time, the earliest a picked day can be. */
function nextDay(iso: string): string {
  return new Date(Date.parse(iso) + DAY).toISOString().slice(0, 10);
}

/** A sandbox merchant's clock: where it stands, moving it forward, and what its last advance did. */
export function TestClockScreen({ initial }: { initial: TestClockView }) {
  const t = useTranslations("testClock");
  const codes = useCodes();
  const fmt = useFormat();
  const toast = useToast();
  const client = useQueryClient();
  const [day, setDay] = useState("");
  const [lastRun, setLastRun] = useState<TestClockRun | null>(null);
  const clock = useQuery({
    queryKey: testClockKeys.clock(initial.merchant_id),
    queryFn: ({ signal }) => apiFetch<One<TestClockView>>(`/merchants/${initial.merchant_id}/test-clock`, { signal }),
    initialData: { data: initial },
  });
  const c = clock.data.data;
  const advance = useMutation({
    mutationFn: (frozenTime: string) =>
      apiFetch<One<{ test_clock: TestClockView; run: TestClockRun }>>(
        `/merchants/${initial.merchant_id}/test-clock/advance`,
        { method: "POST", body: { frozen_time: frozenTime } },
      ),
    onSuccess: (res) => {
      setLastRun(res.data.run);
      setDay("");
      toast.success(t("advanced", { when: fmt.dateTime(res.data.test_clock.current_time) }));
      // Everything the run may have moved: balances, receivables, withdrawals, anticipations.
      void client.invalidateQueries();
    },
    onError: (e) => toast.error(codes.error(e)),
  });
  const earliest = nextDay(c.current_time);
  const dayTooEarly = day !== "" && day < earliest;

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader title={t("nowTitle")} />
          <CardBody className="space-y-2">
            <p className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums" data-testid="clock-time">
              {fmt.dateTime(c.current_time)}
            </p>
            <p className="text-sm text-slate-500">
              {c.frozen_time && c.advanced_at
                ? t("lastAdvanced", { when: fmt.dateTime(c.advanced_at) })
                : t("neverAdvanced")}
            </p>
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t("advanceTitle")} description={t("advanceHint")} />
          <CardBody className="space-y-5">
            <div className="flex flex-wrap gap-2">
              {STEPS.map((days) => (
                <Button
                  key={days}
                  variant="secondary"
                  disabled={advance.isPending}
                  onClick={() => advance.mutate(new Date(Date.parse(c.current_time) + days * DAY).toISOString())}
                >
                  {t("plusDays", { days })}
                </Button>
              ))}
            </div>
            <form
              className="flex flex-wrap items-end gap-3"
              onSubmit={(e) => {
                e.preventDefault();
                if (day && !dayTooEarly) advance.mutate(middayOf(day));
              }}
            >
              <div className="min-w-48 flex-1">
                <Field
                  label={t("untilDay")}
                  htmlFor="clock-day"
                  hint={t("untilDayHint")}
                  error={dayTooEarly ? t("dayTooEarly", { day: fmt.date(middayOf(earliest)) }) : undefined}
                >
                  <Input
                    id="clock-day"
                    type="date"
                    min={earliest}
                    value={day}
                    onChange={(e) => setDay(e.target.value)}
                  />
                </Field>
              </div>
              <Button type="submit" disabled={!day || dayTooEarly || advance.isPending} className="mb-6">
                {t("advance")}
              </Button>
            </form>
          </CardBody>
        </Card>
      </div>
      {lastRun && <RunSummary run={lastRun} />}
    </>
  );
}

function RunSummary({ run }: { run: TestClockRun }) {
  const t = useTranslations("testClock");
  const fmt = useFormat();
  const lines = [
    run.settled > 0 && t("runSettled", { count: run.settled, amount: fmt.money(run.settled_net_amount) }),
    run.automatic_anticipations > 0 && t("runAnticipations", { count: run.automatic_anticipations }),
    run.reserve_released > 0 &&
      t("runReserve", { count: run.reserve_released, amount: fmt.money(run.reserve_released_amount) }),
    run.withdrawals_started > 0 && t("runWithdrawalsStarted", { count: run.withdrawals_started }),
    run.withdrawals_completed > 0 && t("runWithdrawalsCompleted", { count: run.withdrawals_completed }),
    run.withdrawals_failed > 0 && t("runWithdrawalsFailed", { count: run.withdrawals_failed }),
  ].filter((line): line is string => Boolean(line));
  return (
    <Card className="mt-6" data-testid="clock-run">
      <CardHeader title={t("runTitle")} />
      <CardBody>
        {lines.length === 0 ? (
          <p className="text-sm text-slate-500">{t("runNothing")}</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

/** An admin sees a clock once it has switched to a merchant: a clock is one merchant's. */
export function ChooseMerchant() {
  const t = useTranslations("testClock");
  return (
    <>
      <PageHeader title={t("title")} />
      <Card>
        <EmptyState
          title={t("chooseMerchantTitle")}
          description={t("chooseMerchantText")}
          icon={<NavIcon name="testClock" />}
        />
      </Card>
    </>
  );
}
