import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { formatDateTime } from "@/components/format";
import { Card, CardBody, CardHeader } from "@/components/ui";
import { CopyButton } from "@/components/ui/copy-button";
import type { ChargeView } from "./types";

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm">
      <dt className="shrink-0 whitespace-nowrap text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right font-mono text-xs wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * A Pix charge's code while it can be paid (the QR to show a buyer at the counter, the copy-and-paste code
 * to send), and once paid the end-to-end id the payer's bank also shows: the one id both sides know.
 */
export async function ChargePix({ charge, locale }: { charge: ChargeView; locale: string }) {
  const pix = charge.pix;
  if (!pix) return null;
  const t = await getTranslations("charges.detail");
  return (
    <Card data-testid="charge-pix">
      <CardHeader title={t("pixTitle")} />
      <CardBody>
        {pix.qr_code && pix.qr_code_image && (
          <div className="flex flex-col items-center gap-4 pb-4 sm:flex-row sm:items-start">
            {/* eslint-disable-next-line @next/next/no-img-element -- a data URL: nothing for next/image to optimise */}
            <img
              src={pix.qr_code_image}
              alt={t("pixQrAlt")}
              width={192}
              height={192}
              className="h-48 w-48 shrink-0 rounded-md border border-slate-200 bg-white"
              data-testid="charge-pix-qr"
            />
            <div className="min-w-0 flex-1 space-y-3">
              <p className="text-sm text-slate-600">{t("pixScan")}</p>
              <p className="text-xs font-medium text-slate-500">{t("pixCode")}</p>
              <p
                id="charge-pix-code"
                className="rounded-md bg-slate-50 p-2 font-mono text-xs break-all text-slate-900"
                data-testid="charge-pix-code"
              >
                {pix.qr_code}
              </p>
              <CopyButton value={pix.qr_code} targetId="charge-pix-code" text={t("pixCopy")} testId="charge-pix-copy" />
            </div>
          </div>
        )}
        <dl className="divide-y divide-slate-100">
          <Row label={t("pixTxid")}>{pix.txid}</Row>
          {charge.status === "pending" && <Row label={t("pixExpires")}>{formatDateTime(pix.expires_at, locale)}</Row>}
          {pix.end_to_end_id && (
            <Row label={t("pixEndToEndId")}>
              <span data-testid="charge-pix-e2e">{pix.end_to_end_id}</span>
            </Row>
          )}
        </dl>
      </CardBody>
    </Card>
  );
}
