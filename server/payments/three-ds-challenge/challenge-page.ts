import { cspNonce } from "@/server/payments/hosted-checkout/csp";
import { escapeHtml as esc, jsonForScript } from "@/server/universal/checkout-page/escape";
import { formatMoney } from "@/server/universal/checkout-page/money";
import { BASE_CSS, renderDocument, secureFooter, type RenderedPage } from "@/server/universal/checkout-page/shell";
import type { Translate } from "@/server/universal/checkout-page/translator";
import { MAX_CHALLENGE_ATTEMPTS, type ChallengeState } from "./challenge";

/** What the SDK listens for; the same string is in sdk/src/three-ds.ts. */
export const CHALLENGE_MESSAGE_TYPE = "pagamentos:3ds-challenge";

const CSS = `${BASE_CSS}body{background:#fff}
main{max-width:420px;margin:0 auto;padding:24px 20px}
h1{font-size:20px;line-height:1.3;margin:0 0 8px}
p{margin:0 0 12px;color:var(--muted)}
.bank{display:flex;align-items:center;gap:8px;font-weight:700;font-size:14px;color:var(--ink);margin:0 0 16px}
.bank span{display:inline-block;padding:2px 8px;border-radius:6px;background:#EEF2FF;color:#3730A3;font-size:12px}
.summary{border:1px solid var(--line);border-radius:10px;padding:12px 14px;margin:0 0 16px;font-size:15px}
.summary strong{color:var(--ink)}
label{display:block;font-weight:600;font-size:14px;margin:0 0 6px}
input{width:100%;padding:12px;font:inherit;font-size:22px;letter-spacing:.3em;text-align:center;border:1px solid #94A3B8;border-radius:10px}
input:focus{outline:3px solid #A5B4FC;border-color:#4F46E5}
.actions{display:flex;gap:10px;margin-top:16px}
button{flex:1;padding:12px;border-radius:10px;font:inherit;font-weight:600;cursor:pointer;border:1px solid transparent}
.primary{background:#4F46E5;color:#fff}
.primary:focus-visible,.secondary:focus-visible{outline:3px solid #A5B4FC;outline-offset:2px}
.secondary{background:#fff;color:var(--ink);border-color:var(--line)}`;

export interface ChallengePageOptions {
  locale: string;
}

/**
 * The sandbox ACS's challenge page, shown by the SDK in an iframe of the page that started the
 * authentication (the only origin allowed to frame it: docs/api/three-ds.md). The one-time code is
 * printed here because this is the sandbox; cross-origin, the frame's content is unreadable and the
 * page answers no CORS, so the embedding page cannot read it. When the challenge ends, one inline script
 * tells the embedding page (and only its origin) that it is over; the SDK then reads the result from the API.
 */
export function renderChallengePage(state: ChallengeState, t: Translate, opts: ChallengePageOptions): RenderedPage {
  const { row } = state;
  const amount = formatMoney(row.amount, opts.locale, row.currency);
  const card = `${row.cardBrand.toUpperCase()} •••• ${row.cardLastFour}`;
  const header = `<p class="bank">${esc(t("bank"))} <span>${esc(t("sandboxBadge"))}</span></p>`;
  let body: string;
  let scripts = "";
  let nonce: string | undefined;
  if (state.stage === "form" || state.stage === "wrong_code") {
    const left = MAX_CHALLENGE_ATTEMPTS - row.challengeAttempts;
    const alert =
      state.stage === "wrong_code"
        ? `<div class="alert alert-error" role="alert" id="error">${esc(t("wrongCode", { left }))}</div>`
        : "";
    body = `<main>${header}<h1>${esc(t("title"))}</h1>
<div class="summary">${esc(t("payingTo"))} <strong>${esc(state.merchantName)}</strong><br>${esc(t("amount"))} <strong>${esc(amount)}</strong><br>${esc(t("card"))} <strong>${esc(card)}</strong></div>
<p>${esc(t("intro"))}</p>
<div class="alert alert-info"><span class="alert-title">${esc(t("sandboxTitle"))}</span>${esc(t("sandboxCode"))} <strong data-testid="sandbox-code">${esc(row.challengeCode ?? "")}</strong></div>
${alert}
<form method="post" autocomplete="off">
<label for="code">${esc(t("codeLabel"))}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required${row.challengeOrigin ? "" : " autofocus"}${state.stage === "wrong_code" ? ' aria-invalid="true" aria-describedby="error"' : ""}>
<div class="actions"><button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${esc(t("cancel"))}</button><button class="primary" type="submit" name="action" value="submit">${esc(t("submit"))}</button></div>
</form>
${secureFooter(t("footer"))}</main>`;
    if (row.challengeOrigin) {
      nonce = cspNonce();
      // Escape pressed inside the frame never reaches the embedding page: ask it to cancel, as its own Escape does.
      const message = { type: CHALLENGE_MESSAGE_TYPE, id: row.id, action: "cancel" };
      // autofocus does not apply in a cross-origin frame (Chromium refuses it with a console error, so a framed page
      // does not carry it): the code field takes focus when the SDK focuses the frame.
      scripts = `<script nonce="${nonce}">document.addEventListener("keydown", function (e) { if (e.key === "Escape") window.parent.postMessage(${jsonForScript(message)}, ${jsonForScript(row.challengeOrigin)}); });
var code = document.getElementById("code"); window.addEventListener("focus", function () { if (document.activeElement === document.body) code.focus(); }); if (document.hasFocus()) code.focus();</script>`;
    }
  } else {
    const passed = row.transStatus === "Y";
    const key =
      state.stage === "expired"
        ? "expired"
        : passed
          ? "passed"
          : row.statusReason === "challenge_canceled"
            ? "canceled"
            : "failed";
    body = `<main>${header}<div class="alert ${passed ? "alert-ok" : "alert-error"}" role="status"><span class="alert-title">${esc(t(`${key}Title`))}</span>${esc(t("close"))}</div></main>`;
    if (row.challengeOrigin) {
      nonce = cspNonce();
      const message = { type: CHALLENGE_MESSAGE_TYPE, id: row.id };
      // Only the page that started the authentication hears it; it carries no result (the SDK asks the API).
      scripts = `<script nonce="${nonce}">window.parent.postMessage(${jsonForScript(message)}, ${jsonForScript(row.challengeOrigin)});</script>`;
    }
  }
  return {
    html: renderDocument({ lang: opts.locale, title: t("title"), css: CSS, body, scripts }),
    css: CSS,
    nonce,
    frameAncestor: row.challengeOrigin,
  };
}
