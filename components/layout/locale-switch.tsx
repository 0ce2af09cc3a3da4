"use client";

import { useTransition } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { setLocaleAction } from "@/server/accounts/dashboard-actions/session-actions";
import { locales } from "@/i18n/locales";
import { cn } from "@/components/ui/cn";

const labels: Record<string, string> = { "pt-BR": "PT", en: "EN" };

export function LocaleSwitch({ className }: { className?: string }) {
  const t = useTranslations("common");
  const current = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div
      role="group"
      aria-label={t("language")}
      className={cn("inline-flex rounded-md p-0.5 ring-1 ring-slate-200", className)}
    >
      {locales.map((l) => (
        <button
          key={l}
          type="button"
          disabled={pending}
          aria-pressed={l === current}
          onClick={() =>
            startTransition(async () => {
              await setLocaleAction(l);
              router.refresh();
            })
          }
          className={cn(
            "rounded px-2 py-0.5 text-xs font-medium transition-colors",
            l === current ? "bg-slate-900 text-white" : "text-slate-600 hover:bg-slate-100",
          )}
        >
          {labels[l]}
        </button>
      ))}
    </div>
  );
}
