import { renderSuccess } from "@/components/checkout/checkout-html";
import { formatDateTime } from "@/components/format";
import { parseId } from "@/server/http/parse";
import { checkoutCsp, checkoutViewOf, htmlHeaders, paidChargeOfLink } from "@/server/payment-links/checkout-page";
import { checkoutStrings } from "../../checkout-strings";

/** After a paid charge: a receipt. Without a paid charge of this link, back to the checkout. */
export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { locale, t } = checkoutStrings(req);
  const id = parseId((await params).id);
  // `charge_id`: set by the card flow and by the Apple Pay secure checkout's return.
  const chargeId = parseId(new URL(req.url).searchParams.get("charge_id") ?? "");
  const [found, charge] = await Promise.all([checkoutViewOf(id, new Date()), paidChargeOfLink(id, chargeId)]);
  if (!found || !charge) return Response.redirect(new URL(`/pay/${id}`, req.url), 303);
  const { html, css } = renderSuccess(found.view, t, { locale, mode: "live" }, {
    amount: charge.amount,
    installments: charge.installments,
    card: charge.cardLastFour ? `${(charge.cardBrand ?? "").toUpperCase()} •••• ${charge.cardLastFour}` : null,
    reference: charge.id.slice(-8).toUpperCase(),
    paidAt: formatDateTime(charge.capturedAt ?? charge.createdAt, locale),
  });
  return new Response(html, { headers: htmlHeaders(checkoutCsp(css, found.row.logoImage ? null : found.row.merchantLogoUrl)) });
}
