import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { formatMoney } from "@/components/format";
import type { ChargeSummary } from "@/server/payments/charges/views";

const bar: Record<string, string> = {
  captured: "bg-emerald-500",
  partially_refunded: "bg-amber-400",
  refunded: "bg-slate-400",
  authorized: "bg-violet-500",
  pending: "bg-yellow-400",
  processing: "bg-sky-500",
  failed: "bg-red-500",
  canceled: "bg-slate-300",
};

/** Count and amount per status, each linking to the charges list filtered by it. */
export async function StatusBreakdown({
  summary,
  locale,
  dateFrom,
}: {
  summary: ChargeSummary;
  locale: string;
  dateFrom: string;
}) {
  const t = await getTranslations("charges.statuses");
  const empty = (await getTranslations("charges"))("empty");
  const max = Math.max(1, ...summary.by_status.map((s) => s.count));
  if (summary.total_count === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ul className="space-y-3" data-testid="status-breakdown">
      {summary.by_status
        .filter((s) => s.count > 0)
        .map((s) => (
          <li key={s.status}>
            <Link href={`/charges?status=${s.status}&date_from=${dateFrom}`} className="group block">
              <div className="flex justify-between text-sm">
                <span className="text-slate-700 group-hover:text-slate-900">{t(s.status)}</span>
                <span className="text-slate-500 tabular-nums">
                  {s.count} · {formatMoney(s.amount, locale)}
                </span>
              </div>
              <div className="mt-1 h-1.5 rounded-full bg-slate-100">
                <div className={`h-1.5 rounded-full ${bar[s.status]}`} style={{ width: `${(s.count / max) * 100}%` }} />
              </div>
            </Link>
          </li>
        ))}
    </ul>
  );
}
