import type { EnabledPaymentMethod } from "@/server/universal/payment-methods";
import { DEFAULT_PANEL, DEFAULT_PRIMARY } from "./contrast";
import { escapeHtml as esc, jsonForScript } from "./escape";
import { installmentParts } from "./installments";
import { formatMoney } from "./money";
import { paymentLinkCss } from "./payment-link-styles";
import { LOCK_ICON, renderDocument, secureFooter, type RenderedPage } from "./shell";
import type { Translate } from "./translator";

/**
 * The payment-link checkout, as one HTML document. The same function draws the live page at /pay/{id}
 * (on the server) and the designer's preview (in the browser, in a sandboxed iframe), so the
 * merchant sees exactly what buyers will see. Every interpolated value goes through esc().
 * Browser-safe: nothing here imports Node.
 */
export interface CheckoutView {
  linkId: string;
  merchantName: string;
  title: string;
  description: string | null;
  amount: number | null;
  currency: string;
  primaryColor: string | null;
  summaryPanelColor: string | null;
  logo: { url: string; width: number; height: number } | null;
  cover: { url: string; width: number; height: number } | null;
  methods: EnabledPaymentMethod[];
  maxInstallments: number;
  availability: "available" | "inactive" | "expired" | "used_up";
}

export interface RenderOptions {
  locale: string;
  /** `preview`: no scripts, nothing submits. */
  mode: "live" | "preview";
  /** Live only: the public key the card is tokenized with. */
  publicKey?: string;
  /** Live only: this view's checkout session, which binds the card token to this page (server/payments/tokens/checkout-session.ts). */
  checkoutSession?: string;
}

export function installmentLabel(
  amount: number,
  count: number,
  currency: string,
  locale: string,
  t: Translate,
): string {
  const money = (v: number) => formatMoney(v, locale, currency);
  if (count === 1) return t("installmentOne", { amount: money(amount) });
  const { first, rest } = installmentParts(amount, count);
  if (first === rest) return t("installmentEqual", { count, amount: money(rest) });
  return t("installmentUneven", { count, first: money(first), others: count - 1, rest: money(rest) });
}

function img(image: { url: string; width: number; height: number }, cls: string, alt: string, eager: boolean): string {
  return `<img class="${cls}" src="${esc(image.url)}" width="${image.width}" height="${image.height}" alt="${esc(alt)}" decoding="async"${eager ? ' fetchpriority="high"' : ' loading="lazy"'}>`;
}

function summary(v: CheckoutView, t: Translate, locale: string): string {
  const price =
    v.amount !== null
      ? `<p class="price" data-price>${esc(formatMoney(v.amount, locale, v.currency))}</p>${
          v.maxInstallments > 1
            ? `<p class="price-note">${esc(t("upToInstallments", { count: v.maxInstallments }))}</p>`
            : ""
        }`
      : `<p class="price-note">${esc(t("buyerAmountNote"))}</p>`;
  return `<header class="summary">
${v.cover ? img(v.cover, "cover", "", true) : ""}
<div class="summary-body">
<div class="brand">${v.logo ? img(v.logo, "logo", t("logoAlt", { merchant: v.merchantName }), true) : ""}<span class="merchant">${esc(v.merchantName)}</span></div>
<h1>${esc(v.title)}</h1>
${v.description ? `<p class="description">${esc(v.description)}</p>` : ""}
${price}
</div>
</header>`;
}

function input(id: string, label: string, attrs: string, hint = ""): string {
  return `<div class="field"><label for="${id}">${esc(label)}</label><input id="${id}" name="${id}" ${attrs}>${
    hint ? `<p class="hint">${esc(hint)}</p>` : ""
  }<p class="field-error" id="${id}-error" hidden></p></div>`;
}

function installmentOptions(v: CheckoutView, t: Translate, locale: string): string {
  const amount = v.amount ?? 0;
  const options: string[] = [];
  for (let n = 1; n <= v.maxInstallments; n++) {
    const label =
      amount > 0 ? installmentLabel(amount, n, v.currency, locale, t) : t("installmentsCount", { count: n });
    options.push(`<option value="${n}">${esc(label)}</option>`);
  }
  return options.join("");
}

function payForm(v: CheckoutView, t: Translate, opts: RenderOptions): string {
  const card = v.methods.includes("credit_card");
  const apple = v.methods.includes("apple_pay");
  const payLabel =
    v.amount !== null ? t("payAmount", { amount: formatMoney(v.amount, opts.locale, v.currency) }) : t("pay");
  const methodRadio = (value: string, label: string, checked: boolean) =>
    `<label class="method"><input type="radio" name="payment_method" value="${value}"${checked ? " checked" : ""}><span>${esc(label)}</span></label>`;
  // Live, the Apple Pay choice stays hidden until the script finds ApplePaySession (Safari): elsewhere it could not work.
  const live = opts.mode === "live";
  return `<form id="checkout" class="panel" method="post" action="/pay/${esc(v.linkId)}/charge" novalidate>
<h2>${esc(t("paymentTitle"))}</h2>
<div class="alert alert-error" id="form-error" role="alert" hidden><span class="alert-title" id="form-error-title"></span><span id="form-error-text"></span></div>
${
  v.amount === null
    ? `<fieldset><legend>${esc(t("amountLegend"))}</legend>${input("amount", t("amountLabel"), `inputmode="decimal" autocomplete="off" placeholder="0,00" required class="amount-input"`, t("amountHint"))}</fieldset>`
    : ""
}
${card && apple ? `<div class="methods" role="radiogroup" aria-label="${esc(t("methodLegend"))}"${live ? " hidden data-needs-apple-pay" : ""}>${methodRadio("credit_card", t("methodCard"), true)}${methodRadio("apple_pay", t("methodApplePay"), false)}</div>` : `<input type="hidden" name="payment_method" value="${card ? "credit_card" : "apple_pay"}">`}
<fieldset id="card-fields"${card ? "" : " hidden"}><legend>${esc(t("cardLegend"))}</legend>
${input("card-number", t("cardNumber"), `inputmode="numeric" autocomplete="cc-number" placeholder="0000 0000 0000 0000" maxlength="23" required`)}
${input("card-holder", t("cardHolder"), `autocomplete="cc-name" autocapitalize="characters" required`)}
<div class="row">${input("card-expiry", t("cardExpiry"), `inputmode="numeric" autocomplete="cc-exp" placeholder="${esc(t("cardExpiryPlaceholder"))}" maxlength="7" required`)}${input("card-cvv", t("cardCvv"), `inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required`)}</div>
${
  v.maxInstallments > 1
    ? `<div class="field"><label for="installments">${esc(t("installments"))}</label><select id="installments" name="installments">${installmentOptions(v, t, opts.locale)}</select></div>`
    : `<input type="hidden" id="installments" name="installments" value="1">`
}
</fieldset>
<fieldset><legend>${esc(t("customerLegend"))}</legend>
${input("customer-name", t("customerName"), `autocomplete="name" required maxlength="200"`)}
${input("customer-email", t("customerEmail"), `type="email" autocomplete="email" required maxlength="254"`, t("customerEmailHint"))}
<div class="row row-wide">${input("customer-tax-id", t("customerTaxId"), `inputmode="numeric" autocomplete="off" maxlength="18" placeholder="000.000.000-00"`)}${input("customer-phone", t("customerPhone"), `type="tel" autocomplete="tel" maxlength="20" placeholder="(11) 99999-9999"`)}</div>
</fieldset>
${live && apple && !card ? `<p class="alert alert-info" id="apple-pay-unavailable" role="status" hidden>${esc(t("applePayUnavailable"))}</p>` : ""}
<button type="submit" class="button" id="pay-button" data-card-label="${esc(payLabel)}" data-apple-label="${esc(t("payWithApplePay"))}">${esc(card ? payLabel : t("payWithApplePay"))}</button>
<p class="secure">${LOCK_ICON}<span>${esc(t("secureNote"))}</span></p>
${live ? `<noscript><p class="alert alert-error">${esc(t("noScript"))}</p></noscript>` : ""}
</form>${live && card ? threeDsDialog(t) : ""}`;
}

/**
 * The 3-D Secure challenge's modal: the issuer's page (same origin, so the page's CSP says `frame-src 'self'`)
 * in a labelled <dialog> opened with showModal(), which keeps focus inside and the page behind inert;
 * Escape and the button cancel. The script sets the frame's address when the bank asks for a challenge.
 */
function threeDsDialog(t: Translate): string {
  return `<dialog class="three-ds" id="three-ds" aria-labelledby="three-ds-title" aria-describedby="three-ds-note">
<div class="three-ds-bar"><h2 id="three-ds-title">${esc(t("threeDs.title"))}</h2><button type="button" class="three-ds-cancel" id="three-ds-cancel">${esc(t("threeDs.cancel"))}</button></div>
<p class="three-ds-note" id="three-ds-note">${esc(t("threeDs.note"))}</p>
<iframe id="three-ds-frame" title="${esc(t("threeDs.frame"))}"></iframe>
</dialog>`;
}

function unavailable(v: CheckoutView, t: Translate): string {
  const reason = v.availability === "available" ? "inactive" : v.availability;
  return `<div class="panel state" role="status" data-state="${reason}"><div class="state-icon off" aria-hidden="true">!</div><h2>${esc(t(`unavailable.${reason}.title`))}</h2><p>${esc(
    t(`unavailable.${reason}.text`),
  )}</p><p>${esc(t("unavailableNoCharge"))}</p></div>`;
}

/** The link checkout's frame (the branded summary, then `main` and the footer), for every page of a link. */
export function renderLinkFrame(
  v: CheckoutView,
  t: Translate,
  opts: Pick<RenderOptions, "locale">,
  main: string,
  css: string,
  scripts: string,
): string {
  return documentShell(v, t, opts, main, css, scripts);
}

function documentShell(
  v: CheckoutView,
  t: Translate,
  opts: Pick<RenderOptions, "locale">,
  main: string,
  css: string,
  scripts: string,
): string {
  return renderDocument({
    lang: opts.locale,
    title: `${v.title} · ${v.merchantName}`,
    icon: v.logo?.url,
    css,
    body: `<div class="page">
${summary(v, t, opts.locale)}
<main class="pay">
${main}
${secureFooter(t("footer"))}
</main>
</div>`,
    scripts,
  });
}

export function renderCheckout(
  v: CheckoutView,
  t: Translate,
  opts: RenderOptions,
  strings: Record<string, unknown> = {},
): RenderedPage {
  const css = paymentLinkCss(v.primaryColor ?? DEFAULT_PRIMARY, v.summaryPanelColor ?? DEFAULT_PANEL);
  const open = v.availability === "available";
  const main = open ? payForm(v, t, opts) : unavailable(v, t);
  const scripts =
    open && opts.mode === "live"
      ? `<script type="application/json" id="checkout-data">${jsonForScript({
          linkId: v.linkId,
          publicKey: opts.publicKey,
          checkoutSession: opts.checkoutSession,
          amount: v.amount,
          currency: v.currency,
          locale: opts.locale,
          maxInstallments: v.maxInstallments,
          strings,
        })}</script>
<script src="/sdk/v1.js" defer></script>
<script src="/br-documents.js" defer></script>
<script src="/pay-checkout.js" defer></script>`
      : "";
  // Scripts come from this origin only; the logo may be hosted by the merchant.
  return {
    html: documentShell(v, t, opts, main, css, scripts),
    css,
    selfScripts: scripts !== "",
    // The 3-D Secure challenge is framed from this origin (/3ds/challenge/{token}).
    frameSelf: scripts !== "" && v.methods.includes("credit_card"),
    externalImageUrl: v.logo?.url,
  };
}

/** After a paid charge: the same header, and a receipt. */
export function renderSuccess(
  v: CheckoutView,
  t: Translate,
  opts: RenderOptions,
  charge: { amount: number; installments: number; card: string | null; reference: string; paidAt: string } | null,
): RenderedPage {
  const css = paymentLinkCss(v.primaryColor ?? DEFAULT_PRIMARY, v.summaryPanelColor ?? DEFAULT_PANEL);
  const row = (label: string, value: string) => `<div><dt>${esc(label)}</dt><dd>${esc(value)}</dd></div>`;
  const receipt = charge
    ? `<dl class="receipt">${row(t("receiptAmount"), formatMoney(charge.amount, opts.locale, v.currency))}${row(
        t("receiptInstallments"),
        installmentLabel(charge.amount, charge.installments, v.currency, opts.locale, t),
      )}${charge.card ? row(t("receiptCard"), charge.card) : ""}${row(t("receiptDate"), charge.paidAt)}${row(t("receiptReference"), charge.reference)}</dl>`
    : "";
  const main = `<div class="panel state" role="status"><div class="state-icon ok" aria-hidden="true">✓</div><h2>${esc(
    charge ? t("successTitle") : t("successUnknownTitle"),
  )}</h2><p>${esc(charge ? t("successText", { merchant: v.merchantName }) : t("successUnknownText"))}</p>${receipt}</div>`;
  return { html: documentShell(v, t, opts, main, css, ""), css, externalImageUrl: v.logo?.url };
}

/**
 * An unknown link (or checkout) id: the same frame as every checkout page (the summary panel, the state
 * panel, the footer) in the service's colours, since there is no merchant to brand it with.
 */
export function renderLinkNotFound(t: Translate, locale: string): RenderedPage {
  const css = paymentLinkCss(DEFAULT_PRIMARY, DEFAULT_PANEL);
  const html = renderDocument({
    lang: locale,
    title: t("notFound.title"),
    css,
    body: `<div class="page">
<header class="summary"><div class="summary-body"><div class="brand"><span class="merchant">${LOCK_ICON} ${esc(
      t("notFound.brand"),
    )}</span></div><h1>${esc(t("notFound.title"))}</h1></div></header>
<main class="pay">
<div class="panel state" role="status" data-state="not_found"><div class="state-icon off" aria-hidden="true">?</div><p>${esc(
      t("notFound.text"),
    )}</p><p>${esc(t("unavailableNoCharge"))}</p></div>
${secureFooter(t("footer"))}
</main>
</div>`,
  });
  return { html, css };
}
