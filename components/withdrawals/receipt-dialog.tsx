"use client";

import { useTranslations } from "next-intl";
import { Button, Dialog, buttonClasses } from "@/components/ui";

/** The PNG the API renders, previewed as is, with downloads of the same file and of its PDF. */
export function ReceiptDialog({ withdrawalId, onClose }: { withdrawalId: string | null; onClose: () => void }) {
  const t = useTranslations("withdrawals");
  const src = withdrawalId ? `/v1/withdrawals/${withdrawalId}/receipt` : "";
  const pdf = withdrawalId ? `/v1/withdrawals/${withdrawalId}/receipt.pdf` : "";
  return (
    <Dialog
      open={withdrawalId !== null}
      onClose={onClose}
      title={t("receiptTitle")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("close")}
          </Button>
          <a
            href={pdf}
            download={`comprovante-${withdrawalId}.pdf`}
            className={buttonClasses("secondary", "md")}
            data-testid="receipt-download-pdf"
          >
            {t("downloadPdf")}
          </a>
          <a href={src} download={`comprovante-${withdrawalId}.png`} className={buttonClasses("primary", "md")}>
            {t("download")}
          </a>
        </>
      }
    >
      {withdrawalId && (
        // The receipt is an API image behind the session, not a static asset: next/image adds nothing here.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={src}
          alt={t("receiptAlt")}
          width={480}
          height={800}
          className="mx-auto h-auto max-h-[65vh] w-auto rounded-md ring-1 ring-slate-200"
          data-testid="receipt-preview"
        />
      )}
    </Dialog>
  );
}
