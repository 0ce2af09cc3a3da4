import { useTranslations } from "next-intl";
import { formatInstant } from "./format";
import type { DeliveryLog } from "./use-webhooks";

/** When the next automatic attempt is due, or why none is. */
export function NextRetry({ log, locale, onHold }: { log: DeliveryLog; locale: string; onHold?: boolean }) {
  const t = useTranslations("webhooks.logs");
  if (!log.next_retry_at) return <span className="text-slate-600">{t("noRetry")}</span>;
  return (
    <span>
      <time dateTime={log.next_retry_at}>{formatInstant(log.next_retry_at, locale)}</time>
      {onHold && <span className="block text-amber-700">{t("onHold")}</span>}
    </span>
  );
}
