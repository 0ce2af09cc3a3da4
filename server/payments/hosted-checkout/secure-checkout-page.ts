import { SANDBOX_WALLET_CARDS, sandboxPaymentToken } from "@/server/payments/acquirer/apple-pay-sandbox";
import { continueUrlOf, type CheckoutCharge } from "@/server/payments/charges/checkout-charge";
import { DEFAULT_PANEL, DEFAULT_PRIMARY } from "@/server/universal/checkout-page/contrast";
import { cspNonce } from "./csp";
import { escapeHtml as esc, jsonForScript, safeHref } from "@/server/universal/checkout-page/escape";
import { formatMoney } from "@/server/universal/checkout-page/money";
import { renderLinkFrame, type CheckoutView } from "@/server/universal/checkout-page/payment-link-page";
import { paymentLinkCss } from "@/server/universal/checkout-page/payment-link-styles";
import { BASE_CSS, renderDocument, secureFooter, type RenderedPage } from "@/server/universal/checkout-page/shell";
import type { Translate } from "@/server/universal/checkout-page/translator";

/**
 * The secure checkout of an Apple Pay charge (/checkout/{id}): the amount, the items, and the
 * sandbox wallet's payment sheet. One self-contained page; its one inline script carries the
 * response's nonce (docs/api/hosted-checkout.md).
 */
export interface SecureCheckoutView {
  chargeId: string;
  status: string;
  merchantName: string;
  /** Integer minor units, formatted only here. */
  amount: number;
  currency: string;
  items: { name: string; quantity: number; unitPrice: number }[];
  failureMessage: string | null;
  /** Said in the buyer's language by the page (codes.json `failure`); the code only in data-failure-code. */
  failureCode: string | null;
  /** The payment link the charge was made from: the page then keeps the link's branding. */
  paymentLinkId: string | null;
  /** Where to send the buyer afterwards (return_url with charge_id), if the merchant gave one. */
  continueUrl: string | null;
  cards: { brand: string; outcome: string; lastFour: string; token: string }[];
}

/** What the page may show of a charge: never a full card number, only the wallet's opaque tokens. */
export function secureCheckoutViewOf({ charge, merchantName }: CheckoutCharge): SecureCheckoutView {
  return {
    chargeId: charge.id,
    status: charge.status,
    merchantName,
    amount: charge.amount,
    currency: charge.currency,
    items: charge.items.map((i) => ({ name: i.name, quantity: i.quantity, unitPrice: i.unit_price })),
    failureMessage: charge.failureMessage,
    failureCode: charge.failureCode,
    paymentLinkId: charge.paymentLinkId,
    continueUrl: continueUrlOf(charge),
    cards: SANDBOX_WALLET_CARDS.map((c) => ({
      brand: c.brand,
      outcome: c.outcome,
      lastFour: c.number.slice(-4),
      token: sandboxPaymentToken(c.key),
    })),
  };
}

/** The items, the wallet's sheet and its buttons: the same on the plain page and inside a link's frame. */
const SHEET_CSS = `.muted{color:var(--muted);font-size:14px}
.items{list-style:none;padding:0;margin:0 0 20px;border-top:1px solid var(--line)}
.items li{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-bottom:1px solid var(--line);font-size:14px}
.items li span:last-child,.sheet-row strong{white-space:nowrap}
.note{margin:14px 0 0;text-align:center}
.overlay{position:fixed;inset:0;background:rgb(15 23 42/.45);display:none;align-items:flex-end;justify-content:center}
.overlay.open{display:flex}
.sheet{background:#fff;width:100%;max-width:440px;border-radius:16px 16px 0 0;padding:22px 22px 28px}
.sheet h2{margin:0 0 14px;font-size:17px}
.sheet-row{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-bottom:1px solid var(--line);font-size:15px}
.opt{display:flex;gap:10px;align-items:center;padding:10px;border:1px solid var(--line);border-radius:10px;margin:8px 0;cursor:pointer;font-size:15px}
.actions{display:flex;gap:10px;margin-top:16px}
.actions button{flex:1;min-height:44px;border-radius:10px;font:inherit;font-size:16px;cursor:pointer}
.secondary{background:#fff;border:1px solid var(--line);color:var(--ink)}
.primary{background:#0064D2;color:#fff;border:0}
`;

const CSS = `${BASE_CSS}body{background:#F1F5F9}
main{max-width:420px;margin:48px auto;padding:0 16px}
.card{background:#fff;border-radius:16px;box-shadow:0 1px 3px rgb(15 23 42/.08),0 1px 2px rgb(15 23 42/.04);padding:28px}
.merchant{font-size:20px;font-weight:600;margin:4px 0 20px}
.amount{font-size:36px;font-weight:700;letter-spacing:-.02em;margin:4px 0 20px}
.apple{display:flex;align-items:center;justify-content:center;width:100%;min-height:52px;border:0;border-radius:12px;background:#000;color:#fff;font:inherit;font-size:17px;font-weight:600;cursor:pointer}
.apple:disabled{opacity:.5}
.button{display:block;text-align:center;padding:12px;border-radius:12px;background:var(--ink);color:#fff;text-decoration:none;font-weight:600}
.site-footer{font-size:14px}
${SHEET_CSS}`;

/** Inside a link's frame: its stylesheet, then the sheet's, then the two ways on after a decline. */
const IN_LINK_CSS = `${SHEET_CSS}a.button{text-decoration:none}
.button+.button{margin-top:10px}
.button.other{background:#fff;color:var(--ink);border:1px solid var(--line)}
`;

const BRANDS: Record<string, string> = { visa: "Visa", mastercard: "Mastercard" };

function cardLabel(c: SecureCheckoutView["cards"][number], t: Translate): string {
  const base = `${BRANDS[c.brand] ?? c.brand} •••• ${c.lastFour}`;
  return c.outcome === "approved" ? base : `${base} · ${t(`outcome_${c.outcome}`)}`;
}

/**
 * The charge's failure in the buyer's language, by its code, and what to do next: a sentence, never the
 * code itself (it stays in the box's data-failure-code for the shop's support).
 */
function failureText(v: SecureCheckoutView, codes: Translate): string {
  const code = v.failureCode;
  if (!code) return "";
  const said = codes(`failure.${code}`);
  const message = said === `failure.${code}` ? codes("unknownCode") : said;
  const advice = codes(`failureAdvice.${code}`);
  return advice === `failureAdvice.${code}` ? `${message}.` : `${message}. ${advice}`;
}

/**
 * After a decline on a link's page, the two ways on: the wallet again, or a card, each a fresh payment
 * of the link (the failed charge cannot be paid again). Without a link, back to the merchant's page.
 */
function nextSteps(v: SecureCheckoutView, t: Translate, link: CheckoutView | undefined, back: string): string {
  if (!link) return back;
  const pay = (method: string) => `/pay/${encodeURIComponent(link.linkId)}?method=${method}`;
  const retry = link.methods.includes("apple_pay")
    ? `<a class="button apple" id="try-again" href="${esc(pay("apple_pay"))}">${esc(t("tryAgain"))}</a>`
    : "";
  const card = link.methods.includes("credit_card")
    ? `<a class="button${retry ? " other" : ""}" id="pay-by-card" href="${esc(pay("credit_card"))}">${esc(t("payByCard"))}</a>`
    : "";
  return retry || card ? retry + card : back;
}

function statusBlock(v: SecureCheckoutView, t: Translate, codes: Translate, link?: CheckoutView): string {
  const href = safeHref(v.continueUrl);
  const back = href
    ? `<a class="button" id="continue" href="${esc(href)}">${esc(t("backToStore"))}</a>`
    : `<p class="muted">${esc(t("done"))}</p>`;
  if (v.status === "captured" || v.status === "authorized" || v.status.includes("refunded"))
    return `<div class="alert alert-ok" role="status"><strong>${esc(t("approved"))}</strong></div>${back}`;
  if (v.status === "failed")
    return `<div class="alert alert-error" role="status" data-failure-code="${esc(v.failureCode ?? "")}"><strong>${esc(
      t("declined"),
    )}</strong><br>${esc(failureText(v, codes))}</div>${nextSteps(v, t, link, back)}`;
  if (v.status === "canceled")
    return `<div class="alert alert-error" role="status">${esc(t("canceled"))}</div>${nextSteps(v, t, link, back)}`;
  return `<div class="alert alert-info" role="status">${esc(t("inProgress"))}</div>`;
}

function sheet(v: SecureCheckoutView, t: Translate, amountLabel: string): string {
  const options = v.cards
    .map(
      (c, i) =>
        `<label class="opt"><input type="radio" name="payment_token" value="${esc(c.token)}"${i === 0 ? " checked" : ""}>${esc(cardLabel(c, t))}</label>`,
    )
    .join("");
  return `<div class="overlay" id="sheet" role="dialog" aria-modal="true" aria-labelledby="sheet-title"><form class="sheet" id="sheet-form">
<h2 id="sheet-title">${esc(t("sheetTitle"))}</h2>
<div class="sheet-row"><span>${esc(t("payTo"))}</span><strong>${esc(v.merchantName)}</strong></div>
<div class="sheet-row"><span>${esc(t("total"))}</span><strong>${esc(amountLabel)}</strong></div>
<p class="muted">${esc(t("card"))}</p>
${options}
<div class="actions"><button type="button" class="secondary" id="sheet-cancel">${esc(t("cancel"))}</button><button type="submit" class="primary" id="sheet-confirm">${esc(t("confirm"))}</button></div>
</form></div>`;
}

function script(v: SecureCheckoutView, t: Translate, nonce: string): string {
  return `<script nonce="${esc(nonce)}">
(function(){
  var sheet=document.getElementById("sheet"),pay=document.getElementById("apple-pay"),form=document.getElementById("sheet-form"),err=document.getElementById("error");
  pay.addEventListener("click",function(){sheet.classList.add("open");});
  document.getElementById("sheet-cancel").addEventListener("click",function(){sheet.classList.remove("open");});
  form.addEventListener("submit",function(e){
    e.preventDefault();
    var token=form.querySelector("input[name=payment_token]:checked").value,btn=document.getElementById("sheet-confirm");
    btn.disabled=true;btn.textContent=${jsonForScript(t("processing"))};
    fetch(${jsonForScript(`/checkout/${v.chargeId}/pay`)},{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({payment_token:token})})
      .then(function(r){return r.json().then(function(b){if(!r.ok)throw b;return b;});})
      .then(function(b){window.location.assign(b.data.redirect_url);})
      .catch(function(){sheet.classList.remove("open");err.hidden=false;btn.disabled=false;btn.textContent=${jsonForScript(t("confirm"))};});
  });
})();
</script>`;
}

export interface SecureCheckoutOptions {
  locale: string;
  /** The codes catalogue (messages/<locale>/codes.json): the failure is said by its code. */
  codes: Translate;
  /** The link the charge was made from, with the link page's catalogue: the page keeps its branding. */
  link?: { view: CheckoutView; t: Translate };
}

/** Each call draws a new nonce for its inline script: render once per response. */
export function renderSecureCheckout(v: SecureCheckoutView, t: Translate, opts: SecureCheckoutOptions): RenderedPage {
  const nonce = cspNonce();
  const money = (minor: number) => formatMoney(minor, opts.locale, v.currency);
  const amountLabel = money(v.amount);
  const items = v.items.length
    ? `<p class="muted">${esc(t("items"))}</p><ul class="items">${v.items
        .map(
          (i) =>
            `<li><span>${i.quantity} × ${esc(i.name)}</span><span>${esc(money(i.quantity * i.unitPrice))}</span></li>`,
        )
        .join("")}</ul>`
    : "";
  const pending = v.status === "pending";
  const payLabel = `${t("payWith")} ${t("applePay")}`;
  const link = opts.link?.view;
  const action = pending
    ? `<button class="${link ? "button apple" : "apple"}" id="apple-pay" type="button">${esc(payLabel)}</button>
<p class="muted note">${esc(t("sandbox"))}</p><p class="alert alert-error note" id="error" role="alert" hidden>${esc(t("error"))}</p>`
    : statusBlock(v, t, opts.codes, link);
  const scripts = pending ? script(v, t, nonce) : "";
  if (opts.link) {
    // From a payment link: the link's own frame (logo, colours, title), the charge's amount in it.
    const frame = { ...opts.link.view, amount: v.amount, maxInstallments: 1 };
    const css = `${paymentLinkCss(frame.primaryColor ?? DEFAULT_PRIMARY, frame.summaryPanelColor ?? DEFAULT_PANEL)}${IN_LINK_CSS}`;
    const main = `<div class="panel" id="secure-checkout"><h2>${esc(t("title"))}</h2>${items}${action}</div>
${pending ? sheet(v, t, amountLabel) : ""}`;
    const html = renderLinkFrame(frame, opts.link.t, { locale: opts.locale }, main, css, scripts);
    return { html, css, nonce: pending ? nonce : undefined, externalImageUrl: frame.logo?.url };
  }
  const body = `<main><div class="card"><p class="muted">${esc(t("payTo"))}</p><p class="merchant" id="merchant">${esc(v.merchantName)}</p>
<p class="muted">${esc(t("total"))}</p><p class="amount" id="amount">${esc(amountLabel)}</p>${items}${action}</div>
${secureFooter(t("secured"))}</main>
${pending ? sheet(v, t, amountLabel) : ""}`;
  const html = renderDocument({
    lang: opts.locale,
    title: `${t("title")} · ${v.merchantName}`,
    css: CSS,
    body,
    scripts,
  });
  return { html, css: CSS, nonce: pending ? nonce : undefined };
}
