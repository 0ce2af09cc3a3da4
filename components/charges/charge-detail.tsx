import Link from "next/link";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { getCodes } from "@/components/codes/get-codes";
import { formatDateTime, formatMoney } from "@/components/format";
import { Card, CardBody, CardHeader, Table, TBody, TD, TH, THead, TR } from "@/components/ui";
import { CardLabel } from "./card-brand";
import type { ReceivableView } from "@/server/money/receivables/schemas";
import { ChargeActions } from "./charge-actions";
import { ChargeMoney } from "./charge-money";
import { ChargeRisk } from "./charge-risk";
import { ChargePix } from "./charge-pix";
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
      {/* Ids and URLs have no spaces: they may break anywhere rather than widen the page on a phone. */}
      <dd className="min-w-0 text-right font-medium wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

export async function ChargeDetail({
  charge,
  locale,
  merchantName,
  receivables,
  names,
}: {
  charge: ChargeView;
  locale: string;
  merchantName?: string;
  /** The charge's receivables the reader may see. */
  receivables: ReceivableView[];
  /** Merchant names the reader may see, for the split parts. */
  names: Map<string, string>;
}) {
  const t = await getTranslations("charges.detail");
  const tc = await getTranslations("charges");
  // The acquirer's failure_message is English for integrators: the screen says it by its code.
  const codes = await getCodes();
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
                {/* After a capture, the header is what was captured: a partial capture released the rest. */}
                {money(charge.captured_amount > 0 ? charge.captured_amount : charge.amount)}
              </h1>
              <span data-testid="charge-status">
                <ChargeStatusBadge status={charge.status} />
              </span>
            </div>
            {charge.captured_amount > 0 && charge.captured_amount < charge.amount && (
              <p className="mt-1 text-sm text-slate-600" data-testid="charge-authorized">
                {t("authorizedAmount", { amount: money(charge.amount) })}
              </p>
            )}
            <p className="mt-1 text-sm break-all text-slate-600">
              {t("created", { date: formatDateTime(charge.created_at, locale) })}
              {merchantName && ` · ${merchantName}`} · <span className="font-mono text-xs">{charge.id}</span>
            </p>
          </div>
          <ChargeActions charge={charge} />
        </div>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
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
                {charge.payment_method !== "pix" && <Row label={t("installments")}>{charge.installments}x</Row>}
                {charge.authorization_code && <Row label={t("authorizationCode")}>{charge.authorization_code}</Row>}
                {charge.failure_message && (
                  <Row label={t("failure")}>
                    <span data-testid="charge-failure" data-code={charge.failure_code ?? ""}>
                      {codes.failure(charge.failure_code)}
                    </span>
                  </Row>
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

          <ChargePix charge={charge} locale={locale} />

          <ChargeMoney charge={charge} receivables={receivables} locale={locale} names={names} />

          <ChargeRisk charge={charge} />

          <Card>
            <CardHeader title={t("items")} />
            {charge.items.length === 0 ? (
              <CardBody className="text-sm text-slate-600">{t("noItems")}</CardBody>
            ) : (
              <Table stack>
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
                      <TD className="font-medium whitespace-normal text-slate-900" lead="primary">
                        {i.name}
                      </TD>
                      <TD className="text-right tabular-nums" label={t("quantity")}>
                        {i.quantity}
                      </TD>
                      <TD className="text-right tabular-nums" label={t("unitPrice")}>
                        {money(i.unit_price)}
                      </TD>
                      <TD className="text-right font-medium tabular-nums" lead="status">
                        {money(i.quantity * i.unit_price)}
                      </TD>
                    </TR>
                  ))}
                </TBody>
              </Table>
            )}
          </Card>
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
