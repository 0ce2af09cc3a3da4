import type { SandboxWalletCard } from "@/server/acquirer/apple-pay-sandbox";

export type CheckoutMessages = Record<string, string>;

export interface CheckoutPageModel {
  chargeId: string;
  status: string;
  merchantName: string;
  amountLabel: string;
  items: { name: string; quantity: number; totalLabel: string }[];
  failureMessage: string | null;
  /** Where to send the buyer afterwards (return_url with charge_id), if the merchant gave one. */
  continueUrl: string | null;
  cards: (Pick<SandboxWalletCard, "key" | "brand" | "outcome"> & { lastFour: string; token: string })[];
  lang: string;
  nonce: string;
  t: CheckoutMessages;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;background:#f4f4f5;color:#18181b}
main{max-width:420px;margin:48px auto;padding:0 16px}
.card{background:#fff;border-radius:16px;box-shadow:0 1px 3px rgba(0,0,0,.08);padding:28px}
.muted{color:#71717a;font-size:14px}.merchant{font-size:20px;font-weight:600;margin:4px 0 20px}
.amount{font-size:36px;font-weight:700;letter-spacing:-.02em;margin:4px 0 20px}
ul{list-style:none;padding:0;margin:0 0 20px;border-top:1px solid #e4e4e7}li{display:flex;justify-content:space-between;padding:10px 0;border-bottom:1px solid #e4e4e7;font-size:14px}
.apple{width:100%;height:48px;border:0;border-radius:10px;background:#000;color:#fff;font-size:17px;font-weight:600;cursor:pointer}
.apple:disabled{opacity:.5}.note{margin-top:14px;text-align:center}
.banner{border-radius:10px;padding:14px;margin-bottom:18px;font-size:15px}.ok{background:#ecfdf5;color:#065f46}.bad{background:#fef2f2;color:#991b1b}.info{background:#eff6ff;color:#1e40af}
a.button{display:block;text-align:center;padding:12px;border-radius:10px;background:#18181b;color:#fff;text-decoration:none;font-weight:600}
.overlay{position:fixed;inset:0;background:rgba(0,0,0,.45);display:none;align-items:flex-end;justify-content:center}
.overlay.open{display:flex}.sheet{background:#fff;width:100%;max-width:440px;border-radius:16px 16px 0 0;padding:22px 22px 28px}
.sheet h2{margin:0 0 14px;font-size:17px}.row{display:flex;justify-content:space-between;padding:10px 0;border-bottom:1px solid #e4e4e7;font-size:15px}
label.opt{display:flex;gap:10px;align-items:center;padding:10px;border:1px solid #e4e4e7;border-radius:10px;margin:8px 0;cursor:pointer;font-size:15px}
.actions{display:flex;gap:10px;margin-top:16px}.actions button{flex:1;height:44px;border-radius:10px;font-size:16px;cursor:pointer}
.secondary{background:#fff;border:1px solid #d4d4d8}.primary{background:#0a84ff;color:#fff;border:0}
footer{margin-top:16px;display:flex;gap:6px;align-items:center;justify-content:center}`;

const BRANDS: Record<string, string> = { visa: "Visa", mastercard: "Mastercard" };

function cardLabel(c: CheckoutPageModel["cards"][number], t: CheckoutMessages): string {
  const base = `${BRANDS[c.brand] ?? c.brand} •••• ${c.lastFour}`;
  return c.outcome === "approved" ? base : `${base} · ${t[`outcome_${c.outcome}`] ?? c.outcome}`;
}

const LOCK = `<svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>`;

function statusBlock(m: CheckoutPageModel): string {
  const { t } = m;
  const back = m.continueUrl ? `<a class="button" id="continue" href="${esc(m.continueUrl)}">${esc(t.backToStore)}</a>` : `<p class="muted">${esc(t.done)}</p>`;
  if (m.status === "captured" || m.status === "authorized" || m.status.includes("refunded")) {
    return `<div class="banner ok" role="status"><strong>${esc(t.approved)}</strong></div>${back}`;
  }
  if (m.status === "failed") {
    return `<div class="banner bad" role="status"><strong>${esc(t.declined)}</strong><br>${esc(m.failureMessage ?? "")}</div>${back}`;
  }
  if (m.status === "canceled") return `<div class="banner bad" role="status">${esc(t.canceled)}</div>${back}`;
  return `<div class="banner info" role="status">${esc(t.inProgress)}</div>`;
}

/** The hosted secure checkout: one self-contained page under a strict CSP (inline code carries the nonce). */
export function checkoutHtml(m: CheckoutPageModel): string {
  const { t } = m;
  const items = m.items.length
    ? `<p class="muted">${esc(t.items)}</p><ul>${m.items.map((i) => `<li><span>${i.quantity} × ${esc(i.name)}</span><span>${esc(i.totalLabel)}</span></li>`).join("")}</ul>`
    : "";
  const pending = m.status === "pending";
  const body = pending
    ? `<button class="apple" id="apple-pay" type="button" aria-label="${esc(t.payWith)} ${esc(t.applePay)}">${esc(t.payWith)} ${esc(t.applePay)}</button>
       <p class="muted note">${esc(t.sandbox)}</p><p class="banner bad" id="error" role="alert" hidden>${esc(t.error)}</p>`
    : statusBlock(m);
  const sheet = pending
    ? `<div class="overlay" id="sheet" role="dialog" aria-modal="true" aria-labelledby="sheet-title"><form class="sheet" id="sheet-form">
        <h2 id="sheet-title">${esc(t.sheetTitle)}</h2>
        <div class="row"><span>${esc(t.payTo)}</span><strong>${esc(m.merchantName)}</strong></div>
        <div class="row"><span>${esc(t.total)}</span><strong>${esc(m.amountLabel)}</strong></div>
        <p class="muted">${esc(t.card)}</p>
        ${m.cards.map((c, i) => `<label class="opt"><input type="radio" name="payment_token" value="${esc(c.token)}"${i === 0 ? " checked" : ""}>${esc(cardLabel(c, t))}</label>`).join("")}
        <div class="actions"><button type="button" class="secondary" id="sheet-cancel">${esc(t.cancel)}</button><button type="submit" class="primary" id="sheet-confirm">${esc(t.confirm)}</button></div>
      </form></div>`
    : "";
  const script = pending
    ? `<script nonce="${m.nonce}">
(function(){
  var sheet=document.getElementById("sheet"),pay=document.getElementById("apple-pay"),form=document.getElementById("sheet-form"),err=document.getElementById("error");
  pay.addEventListener("click",function(){sheet.classList.add("open");});
  document.getElementById("sheet-cancel").addEventListener("click",function(){sheet.classList.remove("open");});
  form.addEventListener("submit",function(e){
    e.preventDefault();
    var token=form.querySelector("input[name=payment_token]:checked").value,btn=document.getElementById("sheet-confirm");
    btn.disabled=true;btn.textContent=${JSON.stringify(t.processing)};
    fetch(${JSON.stringify(`/checkout/${m.chargeId}/pay`)},{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({payment_token:token})})
      .then(function(r){return r.json().then(function(b){if(!r.ok)throw b;return b;});})
      .then(function(b){window.location.assign(b.data.redirect_url);})
      .catch(function(){sheet.classList.remove("open");err.hidden=false;btn.disabled=false;btn.textContent=${JSON.stringify(t.confirm)};});
  });
})();
</script>`
    : "";
  return `<!doctype html><html lang="${esc(m.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/icon.svg"><title>${esc(t.title)} · ${esc(m.merchantName)}</title><style nonce="${m.nonce}">${STYLE}</style></head>
<body><main><div class="card"><p class="muted">${esc(t.payTo)}</p><p class="merchant" id="merchant">${esc(m.merchantName)}</p>
<p class="muted">${esc(t.total)}</p><p class="amount" id="amount">${esc(m.amountLabel)}</p>${items}${body}</div>
<footer class="muted">${LOCK} ${esc(t.secured)}</footer></main>${sheet}${script}</body></html>`;
}

/** The secure checkout must only ever be the top-level page: no framing, and nothing loaded from elsewhere. */
export function checkoutHeaders(nonce: string): Record<string, string> {
  return {
    "Content-Security-Policy": `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  };
}
