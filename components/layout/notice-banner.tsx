import { getFormatter, getTranslations } from "next-intl/server";
import { markNoticeReadAction } from "@/server/accounts/dashboard-actions/notice-actions";
import type { NoticeView } from "@/server/delivery/notices/schemas";

/**
 * The signed-in user's unread notices above every screen (a changed payout destination, say): what changed,
 * masked, when, and until when payouts wait. Each stays until its reader marks it read.
 */
export async function NoticeBanner({ notices }: { notices: NoticeView[] }) {
  if (!notices.length) return null;
  const t = await getTranslations("notices");
  const format = await getFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "short", timeStyle: "short" });
  return (
    <section aria-label={t("title")} className="mb-6 space-y-3" data-testid="notices">
      {notices.map((n) => (
        <div
          key={n.id}
          role="status"
          className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-start"
          data-testid="notice"
        >
          <svg viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 hidden size-5 shrink-0 sm:block" aria-hidden>
            <path
              fillRule="evenodd"
              d="M8.5 3.5a1.7 1.7 0 0 1 3 0l6 10.6A1.7 1.7 0 0 1 16 16.6H4a1.7 1.7 0 0 1-1.5-2.5l6-10.6ZM10 7a.9.9 0 0 0-.9.9v3.2a.9.9 0 0 0 1.8 0V7.9A.9.9 0 0 0 10 7Zm0 7.6a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
              clipRule="evenodd"
            />
          </svg>
          <div className="min-w-0 flex-1 space-y-1">
            <p className="font-semibold">{t("recipientChanged.title")}</p>
            <p className="break-words">
              {t("recipientChanged.body", {
                type: t(`recipientType.${n.data.recipient_type}`),
                by: t(`changedBy.${n.data.changed_by}`),
                destination: n.data.destination,
                changedAt: when(n.data.changed_at),
                availableAt: when(n.data.payouts_available_at),
              })}
            </p>
            <p className="text-amber-800">{t("recipientChanged.advice")}</p>
          </div>
          <form action={markNoticeReadAction} className="shrink-0">
            <input type="hidden" name="id" value={n.id} />
            <button
              type="submit"
              className="rounded-md bg-white px-3 py-1.5 font-medium text-amber-900 ring-1 ring-amber-300 hover:bg-amber-100"
              data-testid="notice-dismiss"
            >
              {t("dismiss")}
            </button>
          </form>
        </div>
      ))}
    </section>
  );
}
