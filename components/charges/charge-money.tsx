import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { formatDate, formatMoney } from "@/components/format";
import { Badge, Card, CardBody, CardHeader, Table, TBody, TD, TH, THead, TR, type BadgeTone } from "@/components/ui";
import type { ReceivableView } from "@/server/money/receivables/schemas";
import { splitParts } from "@/server/universal/split-rule";
import type { ChargeView } from "./types";
import { cents } from "@/server/universal/money-units";

const TONES: Record<ReceivableView["status"], BadgeTone> = {
  pending: "yellow",
  reserved: "purple",
  anticipated: "blue",
  settled: "green",
  canceled: "neutral",
  suspended: "red",
};

/**
 * What the charge is worth to the reader, as an accountant asks: captured, the fee (MDR) and the net,
 * then the receivables that pay it (installment, settlement date, status) and each receiver's part of
 * a split. Fee and net add up the reader's own receivables: a merchant sees its part, an admin all.
 */
export async function ChargeMoney({
  charge,
  receivables,
  locale,
  names,
}: {
  charge: ChargeView;
  receivables: ReceivableView[];
  locale: string;
  /** Merchant names the reader may see, by id (its own; every one for an admin). */
  names: Map<string, string>;
}) {
  const t = await getTranslations("charges.money");
  const tr = await getTranslations("receivables");
  const money = (v: number) => formatMoney(v, locale, charge.currency);
  const fee = receivables.reduce((s, r) => s + r.fee_amount, 0);
  const net = receivables.reduce((s, r) => s + r.net_amount, 0);
  const split = charge.split?.rules ?? [];
  const parts = split.length && charge.captured_amount > 0 ? splitParts(cents(charge.captured_amount), split) : [];
  const receiver = (id: string) => names.get(id) ?? t("partner", { id: id.slice(0, 8) });
  return (
    <Card data-testid="charge-money">
      <CardHeader title={t("title")} description={split.length ? t("splitHint") : undefined} />
      <CardBody>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {(
            [
              ["captured", charge.captured_amount],
              ["refunded", -charge.refunded_amount],
              ["fee", -fee],
              ["net", net],
            ] as const
          ).map(([key, value]) => (
            <div key={key}>
              <dt className="text-xs text-slate-600">{t(key)}</dt>
              <dd
                className="mt-0.5 text-base font-semibold whitespace-nowrap text-slate-900 tabular-nums"
                data-testid={`charge-money-${key}`}
              >
                {money(value)}
              </dd>
            </div>
          ))}
        </dl>
      </CardBody>
      {parts.length > 0 && (
        <div className="border-t border-slate-100" data-testid="charge-split-parts">
          <h3 className="px-5 pt-4 text-sm font-semibold text-slate-900">{t("splitTitle")}</h3>
          <Table stack>
            <THead>
              <tr>
                <TH>{t("receiver")}</TH>
                <TH className="text-right">{t("part")}</TH>
                <TH>{t("bearsFee")}</TH>
                <TH>{t("liable")}</TH>
              </tr>
            </THead>
            <TBody>
              {split.map((r, i) => (
                <TR key={`${r.merchant_id}-${i}`}>
                  <TD label={t("receiver")}>{receiver(r.merchant_id)}</TD>
                  <TD className="text-right font-medium tabular-nums" lead="primary">
                    {money(parts[i])}
                    <span className="ml-1 text-xs font-normal text-slate-600">
                      {r.amount === undefined ? `(${r.percentage}%)` : ""}
                    </span>
                  </TD>
                  <TD label={t("bearsFee")}>{r.charge_processing_fee ? t("yes") : t("no")}</TD>
                  <TD label={t("liable")}>{r.liable ? t("yes") : t("no")}</TD>
                </TR>
              ))}
            </TBody>
          </Table>
        </div>
      )}
      <div className="border-t border-slate-100" data-testid="charge-receivables">
        <h3 className="flex items-baseline justify-between px-5 pt-4 text-sm font-semibold text-slate-900">
          {t("receivablesTitle")}
          <Link
            href={`/receivables?search=${charge.id}`}
            className="text-xs font-medium text-indigo-700 hover:underline"
          >
            {t("seeReceivables")}
          </Link>
        </h3>
        {receivables.length === 0 ? (
          <p className="px-5 py-4 text-sm text-slate-600">{t("noReceivables")}</p>
        ) : (
          <Table stack>
            <THead>
              <tr>
                <TH>{tr("colInstallment")}</TH>
                <TH>{tr("colSettlementDate")}</TH>
                {split.length > 0 && <TH>{t("receiver")}</TH>}
                <TH className="text-right">{tr("colGross")}</TH>
                <TH className="text-right">{tr("colFee")}</TH>
                <TH className="text-right">{tr("colNet")}</TH>
                <TH>{tr("colStatus")}</TH>
              </tr>
            </THead>
            <TBody>
              {receivables.map((r) => (
                <TR key={r.id} data-receivable-id={r.id}>
                  <TD className="tabular-nums" label={tr("colInstallment")}>
                    {r.installment_number}/{r.installments}
                  </TD>
                  <TD className="tabular-nums" label={tr("colSettlementDate")}>
                    {formatDate(r.settlement_date, locale)}
                  </TD>
                  {split.length > 0 && <TD label={t("receiver")}>{receiver(r.merchant_id)}</TD>}
                  <TD className="text-right tabular-nums" label={tr("colGross")}>
                    {money(r.amount - r.refunded_amount)}
                  </TD>
                  <TD className="text-right tabular-nums text-slate-600" label={tr("colFee")}>
                    {money(r.fee_amount)}
                  </TD>
                  <TD className="text-right font-medium tabular-nums" lead="primary">
                    {money(r.net_amount)}
                  </TD>
                  <TD lead="status">
                    <Badge tone={TONES[r.status]}>{tr(`status.${r.status}`)}</Badge>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </div>
    </Card>
  );
}
