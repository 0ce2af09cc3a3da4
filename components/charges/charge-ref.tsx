import { useTranslations } from "next-intl";
import { RowLink } from "@/components/ui/row-link";
import type { ChargeContext } from "@/server/payments/charge-context/charge-context";

/**
 * A charge as a person recognises it in a list of money (receivables, statements): the buyer, then
 * what was bought (the payment link or the first item), linked to the charge page. A charge the
 * reader may not open (a split part of another merchant's sale) is named as such, without an id.
 */
export function ChargeRef({ charge, chargeId }: { charge: ChargeContext | null; chargeId: string }) {
  const t = useTranslations("charges");
  if (!charge) return <span className="text-slate-600">{t("ref.otherMerchant")}</span>;
  const who = charge.customer_name ?? charge.customer_email;
  const what = charge.payment_link_title ?? charge.first_item;
  const title = who ?? what ?? t("ref.noDescription");
  const sub = who ? what : null;
  return (
    <RowLink
      href={`/charges/${chargeId}`}
      className="inline-block max-w-64 min-w-0 text-left hover:underline"
      title={chargeId}
    >
      <span className="block truncate font-medium text-slate-900">{title}</span>
      {sub && <span className="block truncate text-xs text-slate-600">{sub}</span>}
    </RowLink>
  );
}
