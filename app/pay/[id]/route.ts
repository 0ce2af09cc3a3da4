import { renderCheckout } from "@/components/checkout/checkout-html";
import { parseId } from "@/server/http/parse";
import { checkoutCsp, checkoutViewOf, htmlHeaders } from "@/server/payment-links/checkout-page";
import { checkoutStrings } from "../checkout-strings";

/**
 * The hosted checkout. Plain server-rendered HTML with one small script (and the SDK): no framework
 * runtime to download on a phone, and a CSP with no inline script at all.
 */
export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { locale, strings, t } = checkoutStrings(req);
  const found = await checkoutViewOf(parseId((await params).id), new Date());
  if (!found) return notFound(locale);
  const { html, css } = renderCheckout(found.view, t, { locale, mode: "live", publicKey: found.publicKey }, strings);
  const external = found.row.logoImage ? null : found.row.merchantLogoUrl;
  return new Response(html, { headers: htmlHeaders(checkoutCsp(css, external)) });
}

function notFound(locale: string): Response {
  const text = locale === "en" ? "Payment link not found." : "Link de pagamento não encontrado.";
  return new Response(`<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>404</title><p>${text}</p></html>`, {
    status: 404,
    headers: htmlHeaders("default-src 'none'; frame-ancestors 'none'"),
  });
}
