import { readableText, textOn } from "./contrast";
import { BASE_CSS } from "./shell";

/**
 * The link checkout's stylesheet, after the shared base. Hand-written and small: the hosted page loads
 * no CSS framework, and the merchant's colours arrive as custom properties, so the page needs no inline
 * style attributes (the CSP allows exactly this one <style> block by its hash).
 */
export function paymentLinkCss(primary: string, panel: string): string {
  // Text on the panel (the price in the merchant's colour, the panel's own text) is always AA-readable.
  const onPanel = readableText(textOn(panel), panel);
  return `${BASE_CSS}:root{--primary:${primary};--on-primary:${readableText(textOn(primary), primary)};--panel:${panel};--on-panel:${onPanel};--price:${readableText(primary, panel)}}
.page{max-width:1040px;margin:0 auto;min-height:100vh;display:flex;flex-direction:column}
.summary{background:var(--panel);color:var(--on-panel);padding:0 0 20px}
.cover{display:block;width:100%;height:auto;max-height:220px;object-fit:cover}
.summary-body{padding:20px 20px 0}
.brand{display:flex;align-items:center;gap:12px;margin-bottom:16px}
.logo{width:56px;height:56px;object-fit:contain;border-radius:12px;background:#fff;padding:4px;box-shadow:0 1px 2px rgb(15 23 42/.12)}
.cover+.summary-body .logo{margin-top:-48px;width:72px;height:72px}
.merchant{font-size:14px;font-weight:600;opacity:.85}
h1{font-size:22px;line-height:1.25;margin:0 0 8px;font-weight:700}
.description{margin:0 0 16px;opacity:.9;white-space:pre-line}
.price{font-size:30px;font-weight:800;letter-spacing:-.01em;margin:0;color:var(--price)}
.price-note{font-size:14px;opacity:.85;margin:2px 0 0}
.pay{padding:20px;flex:1}
.panel{max-width:520px;margin:0 auto}
h2{font-size:18px;margin:0 0 12px}
fieldset{border:0;padding:0;margin:0 0 20px;min-width:0}
legend{font-size:15px;font-weight:700;margin:0 0 10px;padding:0}
label{display:block;font-size:14px;font-weight:600;margin:0 0 4px}
.field{margin-bottom:12px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
@media (max-width:479px){.row-wide{grid-template-columns:1fr;gap:0}}
input,select{display:block;width:100%;font:inherit;font-size:16px;color:var(--ink);background:#fff;border:1px solid var(--line);border-radius:10px;padding:11px 12px;min-height:46px}
input:focus,select:focus{outline:3px solid color-mix(in srgb,var(--primary) 35%,transparent);outline-offset:1px;border-color:var(--primary)}
input[aria-invalid=true]{border-color:var(--danger)}
.hint{font-size:13px;color:var(--muted);margin:4px 0 0}
.field-error{font-size:13px;color:var(--danger);margin:4px 0 0;min-height:0}
.methods{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin-bottom:16px}
.method{position:relative}
.method input{position:absolute;opacity:0;width:1px;height:1px}
.method span{display:flex;align-items:center;justify-content:center;gap:8px;min-height:48px;border:1px solid var(--line);border-radius:10px;font-weight:600;cursor:pointer;background:#fff}
.method input:checked+span{border:2px solid var(--primary);color:var(--primary)}
.method input:focus-visible+span{outline:3px solid color-mix(in srgb,var(--primary) 35%,transparent)}
@media (max-width:599px){.method-pix{order:-1}}
.amount-input{font-size:22px;font-weight:700}
.pix-note{font-size:14px;color:var(--muted);margin:-4px 0 16px}
.pix-amount{display:flex;justify-content:space-between;align-items:baseline;margin:0 0 4px;font-size:15px;color:var(--muted)}
.pix-amount strong{font-size:24px;color:var(--ink)}
.pix-countdown{margin:0 0 12px;font-size:15px;font-weight:600}
.pix-qr{display:block;width:232px;height:232px;margin:0 auto 12px;border:1px solid var(--line);border-radius:12px;padding:8px;background:#fff}
.pix-steps{margin:0 0 16px;padding-left:20px;font-size:14px;color:var(--muted)}
.pix-code{display:block;width:100%;font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;word-break:break-all;resize:none;color:var(--ink);background:#F8FAFC;border:1px solid var(--line);border-radius:10px;padding:10px 12px;margin:0 0 12px}
.pix-copied{margin:12px 0 0}
.pix-waiting{display:flex;align-items:center;justify-content:center;gap:10px;margin:16px 0 0;font-size:14px;color:var(--muted)}
.spinner{width:16px;height:16px;border-radius:50%;border:2px solid var(--line);border-top-color:var(--primary);animation:spin 1s linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.spinner{animation:none}}
.button.button-ghost{margin-top:16px;background:#fff;color:var(--ink);border:1px dashed var(--line);font-size:15px;min-height:44px}
.state h3{font-size:20px;margin:0 0 8px}
.state .button{margin-top:16px}
.button{display:flex;width:100%;align-items:center;justify-content:center;gap:8px;min-height:52px;border:0;border-radius:12px;background:var(--primary);color:var(--on-primary);font:inherit;font-size:17px;font-weight:700;cursor:pointer;padding:12px 16px}
.button:disabled{opacity:.65;cursor:progress}
.button.apple{background:#000;color:#fff}
.state{text-align:center;padding:32px 20px}
.state-icon{width:64px;height:64px;margin:0 auto 12px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:32px;font-weight:800}
.state-icon.ok{background:#DCFCE7;color:var(--ok)}
.state-icon.off{background:#F1F5F9;color:var(--muted)}
.state h2{font-size:22px}
.state p{color:var(--muted);margin:0 0 8px}
.receipt{margin:20px auto 0;max-width:360px;text-align:left;border:1px solid var(--line);border-radius:12px;padding:12px 16px}
.receipt div{display:flex;justify-content:space-between;gap:12px;padding:6px 0;font-size:15px}
.receipt dt{color:var(--muted)}
.receipt dd{margin:0;font-weight:600;text-align:right}
.three-ds{border:0;padding:0;width:440px;max-width:calc(100% - 32px);height:min(760px,92vh);max-height:92vh;border-radius:14px;box-shadow:0 20px 50px rgb(15 23 42/.35);overflow:hidden;color:var(--ink)}
.three-ds[open]{display:flex;flex-direction:column}
.three-ds::backdrop{background:rgb(15 23 42/.55)}
.three-ds-bar{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:8px 12px 8px 16px;border-bottom:1px solid var(--line)}
.three-ds-bar h2{margin:0;font-size:16px;line-height:1.3}
.three-ds-cancel{flex:none;min-height:44px;padding:8px 14px;border:1px solid var(--line);border-radius:10px;background:#fff;color:var(--ink);font:inherit;font-weight:600;cursor:pointer}
.three-ds-cancel:focus-visible{outline:3px solid color-mix(in srgb,var(--primary) 35%,transparent);outline-offset:2px}
.three-ds-note{margin:0;padding:8px 16px;font-size:13px;color:var(--muted);background:#F8FAFC;border-bottom:1px solid var(--line)}
.three-ds iframe{flex:1;width:100%;border:0;background:#fff}
@media (max-width:599px){.three-ds{width:100%;max-width:100%;height:100%;max-height:100%;border-radius:0}}
@media (min-width:860px){
body{background:linear-gradient(90deg,var(--panel) 50%,var(--bg) 50%)}
.page{flex-direction:row;align-items:stretch}
.summary{width:50%;padding:40px 48px 32px 24px}
.summary-body{padding:24px 0 0}
.cover{max-height:260px;border-radius:16px}
.cover+.summary-body .logo{margin-top:-56px;margin-left:16px}
.pay{width:50%;padding:40px 24px 40px 48px;background:var(--bg)}
h1{font-size:26px}
.price{font-size:34px}
}`;
}
