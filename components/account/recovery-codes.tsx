"use client";

import { useTranslations } from "next-intl";
import { CopyButton } from "@/components/ui";

/** Recovery codes, shown once after enrolment or regeneration. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useTranslations("account");
  return (
    <div className="space-y-3">
      <div>
        <h2 className="text-base font-semibold text-slate-900">{t("codesTitle")}</h2>
        <p className="mt-1 text-sm text-slate-600">{t("codesBody")}</p>
      </div>
      <ol
        id="recovery-codes"
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-md bg-slate-50 px-4 py-3 font-mono text-sm text-slate-900 ring-1 ring-slate-200"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <CopyButton value={codes.join("\n")} targetId="recovery-codes" label={t("copyCodes")} />
    </div>
  );
}
