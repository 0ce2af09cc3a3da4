import Link from "next/link";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { formatDateTime, formatMoney } from "@/components/format";
import { Card, CardBody, CardHeader, Table, TBody, TD, TH, THead, TR } from "@/components/ui";
import { CardLabel } from "./card-brand";
import { ChargeActions } from "./charge-actions";
import { ChargeRisk } from "./charge-risk";
import { ChargeTimeline } from "./charge-timeline";
import { ChargeStatusBadge } from "./status-badge";
import type { ChargeView } from "./types";

/** 123.456.789-09 · 12.345.678/0001-95 */
function formatTaxId(digits: string): string {
  if (digits.length === 11) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");
  if (digits.length === 14) return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5");
  return digits;
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm">
      <dt className="shrink-0 whitespace-nowrap text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

export async function ChargeDetail({
  charge,
  locale,
  merchantName,
}: {
  charge: ChargeView;
  locale: string;
  merchantName?: string;
}) {
  const t = await getTranslations("charges.detail");
  const tc = await getTranslations("charges");
  const money = (v: number) => formatMoney(v, locale, charge.currency);
  const none = t("none");
  return (
    <div className="space-y-6">
      <div>
        <Link href="/charges" className="text-sm text-slate-500 hover:text-slate-900">
          ← {t("back")}
        </Link>
        <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
          <div>
            <div className="flex items-center gap-3">
              <h1
                className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums"
                data-testid="charge-amount"
              >
                {money(charge.amount)}
              </h1>
              <span data-testid="charge-status">
                <ChargeStatusBadge status={charge.status} />
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-500">
              {t("created", { date: formatDateTime(charge.created_at, locale) })}
              {merchantName && ` · ${merchantName}`} · <span className="font-mono text-xs">{charge.id}</span>
            </p>
          </div>
          <ChargeActions charge={charge} />
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader title={t("payment")} />
            <CardBody>
              <dl className="divide-y divide-slate-100">
                <Row label={t("amount")}>{money(charge.amount)}</Row>
                <Row label={t("captured")}>{money(charge.captured_amount)}</Row>
                <Row label={t("refunded")}>
                  <span data-testid="charge-refunded">{money(charge.refunded_amount)}</span>
                </Row>
                <Row label={t("refundable")}>{money(charge.refundable_amount)}</Row>
                <Row label={tc("paymentMethod")}>{tc(`methods.${charge.payment_method}`)}</Row>
                {charge.card && (
                  <Row label={t("card")}>
                    <CardLabel brand={charge.card.brand} lastFour={charge.card.last_four} />
                  </Row>
                )}
                {charge.card?.holder_name && <Row label={t("holder")}>{charge.card.holder_name}</Row>}
                <Row label={t("installments")}>{charge.installments}x</Row>
                {charge.authorization_code && <Row label={t("authorizationCode")}>{charge.authorization_code}</Row>}
                {charge.failure_message && (
                  <Row label={t("failure")}>{`${charge.failure_message} (${charge.failure_code})`}</Row>
                )}
                {charge.payment_link_id && (
                  <Row label={t("paymentLink")}>
                    <Link
                      className="font-mono text-xs text-indigo-600 hover:underline"
                      href={`/charges?payment_link_id=${charge.payment_link_id}`}
                    >
                      {charge.payment_link_id}
                    </Link>
                  </Row>
                )}
                {charge.checkout_url && (
                  <Row label={t("checkout")}>
                    <a
                      className="text-indigo-600 hover:underline"
                      href={charge.checkout_url}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {charge.checkout_url.replace(/^https?:\/\//, "")}
                    </a>
                  </Row>
                )}
              </dl>
            </CardBody>
          </Card>

          <ChargeRisk charge={charge} />

          <Card>
            <CardHeader title={t("items")} />
            {charge.items.length === 0 ? (
              <CardBody className="text-sm text-slate-500">{t("noItems")}</CardBody>
            ) : (
              <Table>
                <THead>
                  <tr>
                    <TH>{t("item")}</TH>
                    <TH className="text-right">{t("quantity")}</TH>
                    <TH className="text-right">{t("unitPrice")}</TH>
                    <TH className="text-right">{t("lineTotal")}</TH>
                  </tr>
                </THead>
                <TBody>
                  {charge.items.map((i, n) => (
                    <TR key={n}>
                      <TD className="font-medium text-slate-900">{i.name}</TD>
                      <TD className="text-right tabular-nums">{i.quantity}</TD>
                      <TD className="text-right tabular-nums">{money(i.unit_price)}</TD>
                      <TD className="text-right tabular-nums">{money(i.quantity * i.unit_price)}</TD>
                    </TR>
                  ))}
                </TBody>
              </Table>
            )}
          </Card>

          {charge.split && (
            <Card>
              <CardHeader title={t("split")} />
              <CardBody>
                <dl className="divide-y divide-slate-100">
                  {charge.split.rules.map((r) => (
                    <Row key={r.merchant_id} label={<span className="font-mono text-xs">{r.merchant_id}</span>}>
                      {r.amount !== undefined ? money(r.amount) : `${r.percentage}%`} · {t("liable")}:{" "}
                      {r.liable ? t("yes") : t("no")}
                    </Row>
                  ))}
                </dl>
              </CardBody>
            </Card>
          )}
        </div>

        <div className="space-y-6">
          <Card>
            <CardHeader title={t("timeline")} />
            <CardBody>
              <ChargeTimeline charge={charge} locale={locale} />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title={t("customer")} />
            <CardBody>
              {charge.customer ? (
                <dl className="divide-y divide-slate-100">
                  <Row label={t("name")}>{charge.customer.name ?? none}</Row>
                  <Row label={t("email")}>{charge.customer.email ?? none}</Row>
                  <Row label={t("taxId")}>{charge.customer.tax_id ? formatTaxId(charge.customer.tax_id) : none}</Row>
                  <Row label={t("phone")}>{charge.customer.phone ?? none}</Row>
                  {charge.customer.type && <Row label={t("type")}>{t(charge.customer.type)}</Row>}
                </dl>
              ) : (
                <p className="text-sm text-slate-500">{t("noCustomer")}</p>
              )}
            </CardBody>
          </Card>
        </div>
      </div>
    </div>
  );
}
