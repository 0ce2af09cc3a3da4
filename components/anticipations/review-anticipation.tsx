"use client";

import { useTranslations } from "next-intl";
import { useFormat } from "@/components/format/use-format";
import { Button, Dialog, cn } from "@/components/ui";
import type { SimulationView } from "./types";

/**
 * The confirm step before an anticipation is requested, the pattern of the withdrawal form's confirmation
 * (components/withdrawals/withdraw-form.tsx): it repeats what is anticipated, the fee, the net and the day the
 * money arrives, so that a request is never one stray click. The figures are the simulation the merchant
 * reviewed; the server decides again under its locks.
 */
export function ReviewAnticipation({
  simulation,
  pending,
  onBack,
  onConfirm,
}: {
  simulation: SimulationView | null;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations("anticipations");
  const fmt = useFormat();
  const sim = simulation;
  // Dates without a time are days: noon UTC keeps them on the same day in every Brazilian time zone.
  const day = (d: string) => fmt.date(`${d}T12:00:00Z`);
  const range = !sim
    ? ""
    : sim.first_settlement_date === sim.last_settlement_date
      ? day(sim.first_settlement_date)
      : `${day(sim.first_settlement_date)} – ${day(sim.last_settlement_date)}`;
  return (
    <Dialog
      open={sim !== null}
      onClose={() => !pending && onBack()}
      title={t("confirmTitle")}
      description={sim?.approval === "manual" ? t("approvalManual") : t("confirmText")}
      footer={
        <>
          <Button variant="secondary" onClick={onBack} disabled={pending}>
            {t("back")}
          </Button>
          <Button onClick={onConfirm} loading={pending} disabled={pending} data-testid="confirm-anticipation">
            {pending ? t("requesting") : t("confirm")}
          </Button>
        </>
      }
    >
      {sim && (
        <dl className="space-y-2 text-sm" data-testid="anticipation-confirm">
          <Row label={t("confirmWhat")} value={t("confirmReceivables", { count: sim.receivable_count, range })} />
          <Row label={t("figureAmount")} value={fmt.money(sim.amount, sim.currency)} testId="confirm-amount" />
          <Row label={t("figureFee")} value={fmt.money(-sim.fee_amount, sim.currency)} testId="confirm-fee" />
          <Row label={t("figureNet")} value={fmt.money(sim.net_amount, sim.currency)} testId="confirm-net" strong />
          <Row
            label={t("confirmDate")}
            value={sim.approval === "automatic" ? day(sim.anticipation_date) : t("confirmDateOnApproval")}
            testId="confirm-date"
          />
        </dl>
      )}
    </Dialog>
  );
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-500">{label}</dt>
      <dd className={cn("text-right tabular-nums text-slate-900", strong && "font-semibold")} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
