"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button, Card, CardBody, CardHeader, buttonClasses, useToast } from "@/components/ui";
import { useFormat } from "@/components/format/use-format";
import { AvailabilityBadge } from "./availability-badge";
import type { PaymentLink } from "./types";

/** Whether the browser can share never changes while the page is open. */
const noChange = () => () => {};

/** The link to send, its QR code, and turning it off and on. */
export function SharePanel({ link, busy, onToggle }: { link: PaymentLink; busy: boolean; onToggle: () => void }) {
  const t = useTranslations("paymentLinks.designer");
  const toast = useToast();
  const f = useFormat();
  const [qr, setQr] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    // The encoder (9 KB gzip) loads after the first render: the page does not wait for it, and its box
    // keeps the code's size meanwhile.
    import("qrcode")
      .then(({ default: QRCode }) => QRCode.toDataURL(link.url, { margin: 1, width: 320, errorCorrectionLevel: "M" }))
      .then((url) => live && setQr(url))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [link.url]);

  // The system share sheet exists on phones and some desktops only: the button appears once it is known
  // to work here (after mounting, so the server's HTML and the first render agree).
  const canShare = useSyncExternalStore(
    noChange,
    () => typeof navigator.share === "function",
    () => false,
  );
  const message = `${link.title} ${link.url}`;

  async function share() {
    try {
      await navigator.share({ title: link.title, url: link.url });
    } catch {
      // Closing the share sheet rejects too: nothing to say.
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success(t("copied"));
    } catch {
      toast.info(link.url);
    }
  }

  return (
    <Card>
      <CardHeader
        title={t("share")}
        description={t("shareHint")}
        actions={<AvailabilityBadge availability={link.availability} />}
      />
      <CardBody className="space-y-4">
        <div className="flex items-center gap-2">
          <input
            readOnly
            value={link.url}
            aria-label={t("share")}
            data-testid="link-url"
            className="h-9 min-w-0 flex-1 rounded-md bg-slate-50 px-3 font-mono text-xs text-slate-700 ring-1 ring-slate-200 ring-inset"
            onFocus={(e) => e.target.select()}
          />
          <Button variant="secondary" onClick={() => void copy()} data-testid="copy-link">
            {t("copy")}
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          {canShare && (
            <Button size="sm" onClick={() => void share()} data-testid="share-link">
              {t("shareButton")}
            </Button>
          )}
          <a
            href={`https://wa.me/?text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses(canShare ? "secondary" : "primary", "sm")}
            data-testid="share-whatsapp"
          >
            {t("shareWhatsApp")}
          </a>
        </div>
        <div className="flex items-center gap-4">
          {qr ? (
            // eslint-disable-next-line @next/next/no-img-element -- a data: URL made in the browser
            <img
              src={qr}
              alt={t("qrAlt")}
              width={128}
              height={128}
              className="size-32 rounded-md ring-1 ring-slate-200"
              data-testid="link-qr"
            />
          ) : (
            <div className="size-32 animate-pulse rounded-md bg-slate-100" />
          )}
          <div className="space-y-2 text-sm">
            <a href={link.url} target="_blank" rel="noopener" className={buttonClasses("secondary", "sm")}>
              {t("open")}
            </a>
            {qr && (
              <a href={qr} download={`link-${link.id.slice(-8)}.png`} className={buttonClasses("ghost", "sm")}>
                {t("downloadQr")}
              </a>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <p className="text-sm text-slate-600">
            {t("usesSummary", { uses: link.payments ?? link.uses, revenue: f.money(link.revenue ?? 0, link.currency) })}
            <br />
            <Link
              href={`/charges?payment_link_id=${link.id}`}
              className="text-indigo-700 hover:underline"
              data-testid="view-charges"
            >
              {t("viewCharges")}
            </Link>
          </p>
          <Button
            variant={link.status === "active" ? "danger" : "primary"}
            size="sm"
            loading={busy}
            onClick={onToggle}
            data-testid="toggle-status"
          >
            {link.status === "active" ? t("deactivate") : t("reactivate")}
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
