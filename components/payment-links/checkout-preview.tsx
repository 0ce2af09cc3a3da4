"use client";

import { useEffect, useMemo, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { CheckoutView, renderCheckout } from "@/server/universal/checkout-page/payment-link-page";
import { translator } from "@/server/universal/checkout-page/translator";
import { cn } from "@/components/ui";

/**
 * The live preview: the hosted checkout's own renderer, drawn into a sandboxed iframe (no scripts,
 * no forms), so the merchant sees exactly the page buyers get. The renderer (its page and styles, 7 KB
 * gzip) loads after the designer's first render; the frame holds its size, empty, until then.
 */
export function CheckoutPreview({ view, strings }: { view: CheckoutView; strings: Record<string, unknown> }) {
  const t = useTranslations("paymentLinks.designer");
  const locale = useLocale();
  const [device, setDevice] = useState<"phone" | "desktop">("phone");
  const [render, setRender] = useState<typeof renderCheckout>();
  useEffect(() => {
    let live = true;
    void import("@/server/universal/checkout-page/payment-link-page").then((m) => {
      if (live) setRender(() => m.renderCheckout);
    });
    return () => {
      live = false;
    };
  }, []);
  const html = useMemo(
    () => (render ? render(view, translator(strings), { locale, mode: "preview" }).html : ""),
    [render, view, strings, locale],
  );

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
