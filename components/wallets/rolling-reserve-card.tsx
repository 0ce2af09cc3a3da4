"use client";

import { useTranslations } from "next-intl";
import { useFormat } from "@/components/format/use-format";
import { Card, CardBody, CardHeader } from "@/components/ui";
import type { RollingReserveView } from "@/server/money/reserves/schemas";

/** What the rolling reserve holds of the merchant's money and the days it comes back (docs/api/risk.md). */
export function RollingReserveCard({ reserve }: { reserve: RollingReserveView }) {
  const t = useTranslations("wallets.rollingReserve");
  const fmt = useFormat();
  return (
    <Card data-testid="rolling-reserve">
      <CardHeader
        title={t("title")}
        description={
          reserve.rolling_reserve_bp > 0
            ? t("description", {
                percent: fmt.percent(reserve.rolling_reserve_bp / 10_000),
                days: reserve.rolling_reserve_days,
              })
            : t("descriptionOff")
        }
      />
      <CardBody className="flex flex-wrap items-start gap-x-10 gap-y-4">
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("held")}</p>
          <p className="text-2xl font-semibold tabular-nums text-slate-900" data-testid="rolling-reserve-held">
            {fmt.money(reserve.held_amount, reserve.currency)}
          </p>
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("nextReleases")}</p>
          {reserve.next_releases.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">{t("none")}</p>
          ) : (
            <ul className="mt-1 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              {reserve.next_releases.map((r) => (
                <li key={r.date} className="flex justify-between gap-4 tabular-nums">
                  <span className="text-slate-600">{fmt.date(r.date)}</span>
                  <span className="font-medium text-slate-900">{fmt.money(r.amount, reserve.currency)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
