import { formatDateTime } from "@/components/format";
import { parseId } from "@/server/http/parse";
import { route } from "@/server/http/route";
import { hostedPageHeaders } from "@/server/payments/hosted-checkout/csp";
import { renderSuccess } from "@/server/universal/checkout-page/payment-link-page";
import { checkoutStrings } from "@/server/payments/hosted-checkout/strings";
import { checkoutViewOf, paidChargeOfLink } from "@/server/payments/payment-links/checkout-page";

/** After a paid charge: a receipt. Without a paid charge of this link, back to the checkout. */
export const GET = route<{ id: string }>({ auth: "checkout", html: true }, async ({ req, ctx, params }) => {
  const { locale, t } = checkoutStrings(req, "paymentLink");
  const id = parseId(params.id);
  // `charge_id`: set by the card flow and by the Apple Pay secure checkout's return.
  const chargeId = parseId(new URL(req.url).searchParams.get("charge_id") ?? "");
  const [found, charge] = await Promise.all([checkoutViewOf(ctx, id, ctx.now()), paidChargeOfLink(ctx, id, chargeId)]);
  if (!found || !charge) return Response.redirect(new URL(`/pay/${id}`, req.url), 303);
  const page = renderSuccess(
    found.view,
    t,
    { locale, mode: "live" },
    {
      amount: charge.amount,
      installments: charge.installments,
      card: charge.cardLastFour ? `${(charge.cardBrand ?? "").toUpperCase()} •••• ${charge.cardLastFour}` : null,
      reference: charge.id.slice(-8).toUpperCase(),
      paidAt: formatDateTime(charge.capturedAt ?? charge.createdAt, locale),
      pix: charge.paymentMethod === "pix",
    },
  );
  return new Response(page.html, { headers: hostedPageHeaders(page) });
});
