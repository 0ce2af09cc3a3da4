"use client";

import { useMemo, useState } from "react";
import { useLocale, useMessages, useTranslations } from "next-intl";
import { renderCheckout, type CheckoutView } from "@/server/universal/checkout-page/payment-link-page";
import { translator } from "@/server/universal/checkout-page/translator";
import { cn } from "@/components/ui";

/**
 * The live preview: the hosted checkout's own renderer, drawn into a sandboxed iframe (no scripts,
 * no forms), so the merchant sees exactly the page buyers get.
 */
export function CheckoutPreview({ view }: { view: CheckoutView }) {
  const t = useTranslations("paymentLinks.designer");
  const locale = useLocale();
  const messages = useMessages() as { paymentLinks?: { checkout?: Record<string, unknown> } };
  const [device, setDevice] = useState<"phone" | "desktop">("phone");
  const html = useMemo(() => {
    const strings = messages.paymentLinks?.checkout ?? {};
    return renderCheckout(view, translator(strings), { locale, mode: "preview" }).html;
  }, [view, messages, locale]);

  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-3">
        <div>
          <h2 className="text-sm font-semibold text-slate-900">{t("preview")}</h2>
          <p className="text-xs text-slate-500">{t("previewHint")}</p>
        </div>
        <div
          className="inline-flex rounded-md bg-slate-100 p-0.5 text-xs font-medium"
          role="group"
          aria-label={t("preview")}
        >
          {(["phone", "desktop"] as const).map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={device === d}
              onClick={() => setDevice(d)}
              className={cn(
                "rounded px-2.5 py-1",
                device === d ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
              )}
            >
              {t(d)}
            </button>
          ))}
        </div>
      </div>
      <div
        className={cn(
          "mx-auto overflow-hidden rounded-[28px] border-[6px] border-slate-800 bg-white shadow-xl",
          device === "phone" ? "w-[360px] max-w-full" : "w-full rounded-xl border-4",
        )}
      >
        <iframe
          title={t("preview")}
          srcDoc={html}
          sandbox="allow-same-origin"
          data-testid="checkout-preview"
          className={cn("block w-full bg-white", device === "phone" ? "h-[640px]" : "h-[560px]")}
        />
      </div>
    </div>
  );
}
