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
  /** Live, development only: the Pix screen's "pay in the sandbox" button (the checkout's test hook). */
  sandboxPix?: boolean;
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
  const pix = v.methods.includes("pix");
  const payLabel =
    v.amount !== null ? t("payAmount", { amount: formatMoney(v.amount, opts.locale, v.currency) }) : t("pay");
  // Live, the Apple Pay choice stays hidden until the script finds ApplePaySession (Safari): elsewhere it could not work.
  const live = opts.mode === "live";
  const choices = (["credit_card", "pix", "apple_pay"] as const).filter((m) => v.methods.includes(m));
  const first = choices[0];
  const labels = { credit_card: t("methodCard"), pix: t("methodPix"), apple_pay: t("methodApplePay") };
  const methodRadio = (value: (typeof choices)[number]) =>
    `<label class="method method-${value.replace("_", "-")}"${value === "apple_pay" && live ? " hidden data-needs-apple-pay" : ""}><input type="radio" name="payment_method" value="${value}"${value === first ? " checked" : ""}><span>${esc(labels[value])}</span></label>`;
  // The group shows when the buyer has a choice; with Apple Pay as the only other choice, only in Safari.
  const groupWaitsForApple = live && choices.filter((m) => m !== "apple_pay").length < 2;
  const methods =
    choices.length > 1
      ? `<div class="methods" role="radiogroup" aria-label="${esc(t("methodLegend"))}"${groupWaitsForApple ? " hidden data-needs-apple-pay" : ""}>${choices.map(methodRadio).join("")}</div>`
      : `<input type="hidden" name="payment_method" value="${first}">`;
  const firstLabel = first === "credit_card" ? payLabel : first === "pix" ? t("pix.generate") : t("payWithApplePay");
  return `<form id="checkout" class="panel" method="post" action="/pay/${esc(v.linkId)}/charge" novalidate>
<h2>${esc(t("paymentTitle"))}</h2>
<div class="alert alert-error" id="form-error" role="alert" hidden><span class="alert-title" id="form-error-title"></span><span id="form-error-text"></span></div>
${
  v.amount === null
    ? `<fieldset><legend>${esc(t("amountLegend"))}</legend>${input("amount", t("amountLabel"), `inputmode="decimal" autocomplete="off" placeholder="0,00" required class="amount-input"`, t("amountHint"))}</fieldset>`
    : ""
}
${methods}
<fieldset id="card-fields"${first === "credit_card" ? "" : " hidden"}><legend>${esc(t("cardLegend"))}</legend>
${input("card-number", t("cardNumber"), `inputmode="numeric" autocomplete="cc-number" placeholder="0000 0000 0000 0000" maxlength="23" required`)}
${input("card-holder", t("cardHolder"), `autocomplete="cc-name" autocapitalize="characters" required`)}
<div class="row">${input("card-expiry", t("cardExpiry"), `inputmode="numeric" autocomplete="cc-exp" placeholder="${esc(t("cardExpiryPlaceholder"))}" maxlength="7" required`)}${input("card-cvv", t("cardCvv"), `inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required`)}</div>
${
  v.maxInstallments > 1
    ? `<div class="field"><label for="installments">${esc(t("installments"))}</label><select id="installments" name="installments">${installmentOptions(v, t, opts.locale)}</select></div>`
    : `<input type="hidden" id="installments" name="installments" value="1">`
}
</fieldset>
${pix ? `<p class="pix-note" id="pix-note"${first === "pix" ? "" : " hidden"}>${esc(t("pix.note"))}</p>` : ""}
<fieldset><legend>${esc(t("customerLegend"))}</legend>
${input("customer-name", t("customerName"), `autocomplete="name" required maxlength="200"`)}
${input("customer-email", t("customerEmail"), `type="email" autocomplete="email" required maxlength="254"`, t("customerEmailHint"))}
<div class="row row-wide">${input("customer-tax-id", t("customerTaxId"), `inputmode="numeric" autocomplete="off" maxlength="18" placeholder="000.000.000-00"`)}${input("customer-phone", t("customerPhone"), `type="tel" autocomplete="tel" maxlength="20" placeholder="(11) 99999-9999"`)}</div>
</fieldset>
${live && apple && choices.length === 1 ? `<p class="alert alert-info" id="apple-pay-unavailable" role="status" hidden>${esc(t("applePayUnavailable"))}</p>` : ""}
<button type="submit" class="button" id="pay-button" data-card-label="${esc(payLabel)}" data-apple-label="${esc(t("payWithApplePay"))}" data-pix-label="${esc(t("pix.generate"))}">${esc(firstLabel)}</button>
<p class="secure">${LOCK_ICON}<span id="secure-note" data-card-note="${esc(t("secureNote"))}" data-pix-note="${esc(t("pix.secureNote"))}">${esc(first === "pix" ? t("pix.secureNote") : t("secureNote"))}</span></p>
${live ? `<noscript><p class="alert alert-error">${esc(t("noScript"))}</p></noscript>` : ""}
</form>${live && card ? threeDsDialog(t) : ""}${live && pix ? pixPanels(v, t, opts) : ""}`;
}

/**
 * The Pix screens the script fills in and switches between (docs/api/pix.md, "Payment links"): the code to pay
 * (QR, copy and paste, amount, countdown), the expired code, the code paid after the last use, and the receipt.
 */
function pixPanels(v: CheckoutView, t: Translate, opts: RenderOptions): string {
  const row = (label: string, id: string, value = "") =>
    `<div><dt>${esc(label)}</dt><dd id="${id}">${esc(value)}</dd></div>`;
  return `<section class="panel pix" id="pix-panel" aria-labelledby="pix-title" hidden>
<h2 id="pix-title" tabindex="-1">${esc(t("pix.title"))}</h2>
<div id="pix-pending">
<p class="pix-amount"><span>${esc(t("pix.amount"))}</span> <strong id="pix-amount"></strong></p>
<p class="pix-countdown" id="pix-countdown" role="timer" aria-live="off"></p>
<img class="pix-qr" id="pix-qr" width="232" height="232" alt="${esc(t("pix.qrAlt"))}">
<ol class="pix-steps"><li>${esc(t("pix.step1"))}</li><li>${esc(t("pix.step2"))}</li><li>${esc(t("pix.step3"))}</li></ol>
<label for="pix-code">${esc(t("pix.codeLabel"))}</label>
<textarea class="pix-code" id="pix-code" rows="4" readonly spellcheck="false"></textarea>
<button type="button" class="button" id="pix-copy" data-copied-label="${esc(t("pix.copied"))}">${esc(t("pix.copy"))}</button>
<p class="alert alert-ok pix-copied" id="pix-copied" role="status" hidden>${esc(t("pix.copiedText"))}</p>
<p class="pix-waiting" role="status"><span class="spinner" aria-hidden="true"></span>${esc(t("pix.waiting"))}</p>
${opts.sandboxPix ? `<button type="button" class="button button-ghost" id="pix-sandbox-pay">${esc(t("pix.sandboxPay"))}</button>` : ""}
</div>
<div class="state" id="pix-expired" hidden><div class="state-icon off" aria-hidden="true">!</div><h3>${esc(t("pix.expiredTitle"))}</h3><p>${esc(t("pix.expiredText"))}</p><button type="button" class="button" id="pix-renew">${esc(t("pix.renew"))}</button></div>
<div class="state" id="pix-used-up" hidden><div class="state-icon off" aria-hidden="true">!</div><h3>${esc(t("pix.usedUpTitle"))}</h3><p>${esc(t("pix.usedUpText"))}</p></div>
<div class="alert alert-error" id="pix-error" role="alert" hidden></div>
</section>
<section class="panel state" id="pix-paid" role="status" aria-labelledby="pix-paid-title" hidden><div class="state-icon ok" aria-hidden="true">✓</div><h2 id="pix-paid-title" tabindex="-1">${esc(
    t("successTitle"),
  )}</h2><p>${esc(t("successText", { merchant: v.merchantName }))}</p><dl class="receipt">${row(t("receiptAmount"), "receipt-amount")}${row(
    t("receiptMethod"),
    "receipt-method",
    t("methodPix"),
  )}${row(t("receiptDate"), "receipt-date")}${row(t("receiptReference"), "receipt-reference")}</dl></section>`;
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
          sandboxPix: opts.sandboxPix === true,
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
    // The Pix QR code arrives as a data: URL (an SVG) with the charge.
    dataImages: scripts !== "" && v.methods.includes("pix"),
    externalImageUrl: v.logo?.url,
  };
}

/** After a paid charge: the same header, and a receipt. */
export function renderSuccess(
  v: CheckoutView,
  t: Translate,
  opts: RenderOptions,
  charge: {
    amount: number;
    installments: number;
    card: string | null;
    reference: string;
    paidAt: string;
    pix?: boolean;
  } | null,
): RenderedPage {
  const css = paymentLinkCss(v.primaryColor ?? DEFAULT_PRIMARY, v.summaryPanelColor ?? DEFAULT_PANEL);
  const row = (label: string, value: string) => `<div><dt>${esc(label)}</dt><dd>${esc(value)}</dd></div>`;
  const receipt = charge
    ? `<dl class="receipt">${row(t("receiptAmount"), formatMoney(charge.amount, opts.locale, v.currency))}${
        charge.pix
          ? row(t("receiptMethod"), t("methodPix"))
          : row(
              t("receiptInstallments"),
              installmentLabel(charge.amount, charge.installments, v.currency, opts.locale, t),
            )
      }${charge.card ? row(t("receiptCard"), charge.card) : ""}${row(t("receiptDate"), charge.paidAt)}${row(t("receiptReference"), charge.reference)}</dl>`
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
