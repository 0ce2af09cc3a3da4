import { randomBytes, randomUUID } from "node:crypto";
import { SANDBOX_WALLET_CARDS, sandboxPaymentToken } from "@/server/acquirer/apple-pay-sandbox";
import { continueUrlOf, loadCheckoutCharge } from "@/server/charges/checkout-charge";
import { NotFoundError } from "@/server/http/errors";
import { parseId } from "@/server/http/parse";
import { log } from "@/server/log";
import { negotiateLocale, defaultLocale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";
import { checkoutHeaders, checkoutHtml, type CheckoutMessages } from "./checkout-html";

export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const nonce = randomBytes(16).toString("base64");
  const locale = negotiateLocale(req.headers.get("accept-language")) ?? defaultLocale;
  const t = loadMessages(locale).secureCheckout as CheckoutMessages;
  try {
    const { charge, merchantName } = await loadCheckoutCharge(parseId((await params).id));
    const money = new Intl.NumberFormat(locale, { style: "currency", currency: charge.currency });
    const html = checkoutHtml({
      chargeId: charge.id,
      status: charge.status,
      merchantName,
      amountLabel: money.format(charge.amount / 100),
      items: charge.items.map((i) => ({ name: i.name, quantity: i.quantity, totalLabel: money.format((i.quantity * i.unit_price) / 100) })),
      failureMessage: charge.failureMessage,
      continueUrl: continueUrlOf(charge),
      cards: SANDBOX_WALLET_CARDS.map((c) => ({ key: c.key, brand: c.brand, outcome: c.outcome, lastFour: c.number.slice(-4), token: sandboxPaymentToken(c.key) })),
      lang: locale,
      nonce,
      t,
    });
    return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", ...checkoutHeaders(nonce) } });
  } catch (e) {
    const status = e instanceof NotFoundError ? 404 : 500;
    if (status === 500) log.error("checkout page failed", { requestId: randomUUID(), error: e });
    return new Response(status === 404 ? "Not found" : "Error", { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...checkoutHeaders(nonce) } });
  }
}
