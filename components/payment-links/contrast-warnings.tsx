"use client";

import { useLocale, useTranslations } from "next-intl";
import { checkoutContrast } from "@/server/universal/checkout-page/contrast";
import { numberFormat } from "@/components/format/intl-cache";

/** Warns when any text the checkout draws on the chosen colours fails WCAG AA (4.5:1). */
export function ContrastWarnings({ primary, panel }: { primary: string; panel: string }) {
  const t = useTranslations("paymentLinks.designer");
  const locale = useLocale();
  const failing = checkoutContrast(primary, panel).filter((c) => !c.passes);
  const ratio = (r: number) => numberFormat(locale, { maximumFractionDigits: 1 }).format(r);
  if (!failing.length) {
    return (
      <p className="flex items-center gap-1.5 text-xs text-emerald-700" data-testid="contrast-ok">
        <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden>
          <path
            fillRule="evenodd"
            d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
            clipRule="evenodd"
          />
        </svg>
        {t("contrastOk")}
      </p>
    );
  }
  return (
    <div
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
      role="status"
      data-testid="contrast-warning"
    >
      <p className="font-semibold">{t("contrastTitle")}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-xs">
        {failing.map((c) => (
          <li key={c.id}>{t(`contrast.${c.id}`, { ratio: ratio(c.ratio) })}</li>
        ))}
      </ul>
    </div>
  );
}
