import { loadCheckoutCharge } from "@/server/charges/checkout-charge";
import { parseId } from "@/server/http/parse";
import { route } from "@/server/http/route";
import { hostedPageHeaders } from "@/server/hosted-checkout/csp";
import { renderSecureCheckout, secureCheckoutViewOf } from "@/server/hosted-checkout/secure-checkout-page";
import { checkoutStrings } from "@/server/hosted-checkout/strings";

/** The secure Apple Pay checkout of one charge; an unknown id is the wrapper's 404 page. */
export const GET = route<{ id: string }>({ auth: "checkout", html: true }, async ({ req, params }) => {
  const { locale, t } = checkoutStrings(req, "secureCheckout");
  const view = secureCheckoutViewOf(await loadCheckoutCharge(parseId(params.id)));
  const page = renderSecureCheckout(view, t, { locale });
  return new Response(page.html, { headers: hostedPageHeaders(page) });
});
