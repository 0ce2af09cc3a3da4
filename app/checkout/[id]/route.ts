import { loadCheckoutCharge } from "@/server/payments/charges/checkout-charge";
import { NotFoundError } from "@/server/platform/errors";
import { parseId } from "@/server/http/parse";
import { route } from "@/server/http/route";
import { hostedPageHeaders } from "@/server/payments/hosted-checkout/csp";
import { renderLinkNotFound } from "@/server/universal/checkout-page/payment-link-page";
import { renderSecureCheckout, secureCheckoutViewOf } from "@/server/payments/hosted-checkout/secure-checkout-page";
import { checkoutStrings, codeStrings } from "@/server/payments/hosted-checkout/strings";
import { checkoutViewOf } from "@/server/payments/payment-links/checkout-page";

/**
 * The secure Apple Pay checkout of one charge. A charge made from a payment link keeps the link's
 * branding; an unknown id is the checkout's own 404 page, in the same frame as every checkout page.
 */
export const GET = route<{ id: string }>({ auth: "checkout", html: true }, async ({ req, ctx, params }) => {
  const { locale, t } = checkoutStrings(req, "secureCheckout");
  const linkStrings = checkoutStrings(req, "paymentLink");
  const charge = await loadCheckoutCharge(ctx, parseId(params.id)).catch((e: unknown) => {
    if (e instanceof NotFoundError) return undefined;
    throw e;
  });
  if (!charge) {
    const missing = renderLinkNotFound(linkStrings.t, locale);
    return new Response(missing.html, { status: 404, headers: hostedPageHeaders(missing) });
  }
  const view = secureCheckoutViewOf(charge);
  const link = view.paymentLinkId ? await checkoutViewOf(ctx, view.paymentLinkId, ctx.now()) : undefined;
  const page = renderSecureCheckout(view, t, {
    locale,
    codes: codeStrings(locale),
    link: link && { view: link.view, t: linkStrings.t },
  });
  return new Response(page.html, { headers: hostedPageHeaders(page) });
});
