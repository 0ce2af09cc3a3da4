"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch, type One } from "@/components/api/api-fetch";
import { useFormat } from "@/components/format/use-format";
import { Button, Card, CardBody, CardHeader, Field, Input } from "@/components/ui";
import { walletKeys } from "@/components/wallets/query-keys";
import { receivableKeys } from "./query-keys";
import { useCodes } from "@/components/codes/use-codes";

interface Run {
  as_of: string;
  settled: number;
  gross_amount: number;
  fee_amount: number;
  net_amount: number;
}

/** Admins: run the settlement job now, as of a chosen date (it also runs on its own every minute). */
export function SettlementRunner({ today, onRun }: { today: string; onRun?: () => Promise<unknown> }) {
  const t = useTranslations("receivables");
  const codes = useCodes();
  const fmt = useFormat();
  const client = useQueryClient();
  const router = useRouter();
  const [asOf, setAsOf] = useState(today);
  const run = useMutation({
    mutationFn: () => apiFetch<One<Run>>("/settlements", { method: "POST", body: { as_of: asOf } }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: receivableKeys.all }),
        client.invalidateQueries({ queryKey: walletKeys.all }),
        onRun?.(),
      ]);
      router.refresh();
    },
  });
  const result = run.data?.data;
  return (
    <Card>
      <CardHeader title={t("settleTitle")} description={t("settleHint")} />
      <CardBody>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            run.mutate();
          }}
        >
          <Field label={t("settleAsOf")} htmlFor="settle-as-of">
            <Input id="settle-as-of" type="date" value={asOf} onChange={(e) => setAsOf(e.target.value)} required />
          </Field>
          <Button type="submit" loading={run.isPending} data-testid="run-settlement">
            {t("settleRun")}
          </Button>
          <p className="text-sm text-slate-600" role="status" data-testid="settlement-result">
            {result
              ? t("settleDone", {
                  count: result.settled,
                  net: fmt.money(result.net_amount),
                  fee: fmt.money(result.fee_amount),
                  date: fmt.date(`${result.as_of}T12:00:00Z`),
                })
              : run.error
                ? codes.error(run.error)
                : null}
          </p>
        </form>
      </CardBody>
    </Card>
  );
}
