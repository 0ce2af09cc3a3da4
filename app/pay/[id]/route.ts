import { parseId } from "@/server/http/parse";
import { route } from "@/server/http/route";
import { hostedPageHeaders } from "@/server/payments/hosted-checkout/csp";
import { renderCheckout, renderLinkNotFound } from "@/server/universal/checkout-page/payment-link-page";
import { checkoutStrings } from "@/server/payments/hosted-checkout/strings";
import { checkoutViewOf } from "@/server/payments/payment-links/checkout-page";
import { sandboxHookEnabled } from "@/server/payments/payment-links/sandbox-pay-link-pix";
import { issueCheckoutSession } from "@/server/payments/tokens/checkout-session";

/**
 * The hosted checkout. Plain server-rendered HTML with one small script (and the SDK): no framework
 * runtime to download on a phone, and a CSP with no inline script at all.
 */
export const GET = route<{ id: string }>({ auth: "checkout", html: true }, async ({ req, ctx, params }) => {
  const { locale, strings, t } = checkoutStrings(req, "paymentLink");
  const found = await checkoutViewOf(ctx, parseId(params.id), ctx.now());
  if (!found) {
    const missing = renderLinkNotFound(t, locale);
    return new Response(missing.html, { status: 404, headers: hostedPageHeaders(missing) });
  }
  // Each view gets its own checkout session: the card token made on it pays this link once (Medium 9).
  const checkoutSession = found.publicKey ? issueCheckoutSession(found.view.linkId, ctx.now()) : undefined;
  const page = renderCheckout(
    found.view,
    t,
    { locale, mode: "live", publicKey: found.publicKey, checkoutSession, sandboxPix: sandboxHookEnabled() },
    strings,
  );
  return new Response(page.html, { headers: hostedPageHeaders(page) });
});
