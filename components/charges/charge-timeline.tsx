import { getTranslations } from "next-intl/server";
import { getCodes } from "@/components/codes/get-codes";
import { formatDateTime, formatMoney } from "@/components/format";
import type { ChargeView } from "./types";

interface Entry {
  at: string;
  label: string;
  detail?: string | null;
  tone: "slate" | "green" | "red" | "indigo" | "amber";
}

const dot: Record<Entry["tone"], string> = {
  slate: "bg-slate-400",
  green: "bg-emerald-500",
  red: "bg-red-500",
  indigo: "bg-indigo-500",
  amber: "bg-amber-500",
};

/** What happened to the charge, oldest first, from its own timestamps and refunds. */
export async function ChargeTimeline({ charge, locale }: { charge: ChargeView; locale: string }) {
  const t = await getTranslations("charges.detail");
  const codes = await getCodes();
  const money = (v: number) => formatMoney(v, locale, charge.currency);
  const entries: Entry[] = [{ at: charge.created_at, label: t("events.created"), tone: "slate" }];
  if (charge.authorized_at) entries.push({ at: charge.authorized_at, label: t("events.authorized"), tone: "indigo" });
  if (charge.captured_at)
    entries.push({
      at: charge.captured_at,
      label: t("events.captured", { amount: money(charge.captured_amount) }),
      tone: "green",
    });
  if (charge.failed_at)
    entries.push({
      at: charge.failed_at,
      label: t("events.failed", { reason: codes.failure(charge.failure_code) }),
      tone: "red",
    });
  if (charge.canceled_at) entries.push({ at: charge.canceled_at, label: t("events.canceled"), tone: "slate" });
  for (const r of charge.refunds)
    entries.push({
      at: r.created_at,
      label: t("events.refund", { amount: money(r.amount) }),
      detail: r.reason,
      tone: "amber",
    });
  entries.sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className="space-y-4" data-testid="charge-timeline">
      {entries.map((e, i) => (
        <li key={`${e.at}-${i}`} className="relative flex gap-3">
          {i < entries.length - 1 && (
            <span className="absolute top-4 left-[5px] h-full w-px bg-slate-200" aria-hidden />
          )}
          <span className={`mt-1.5 size-2.5 shrink-0 rounded-full ring-4 ring-white ${dot[e.tone]}`} aria-hidden />
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-900">{e.label}</p>
            {e.detail && <p className="text-sm text-slate-500">{e.detail}</p>}
            <p className="text-xs text-slate-600 tabular-nums">{formatDateTime(e.at, locale)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
