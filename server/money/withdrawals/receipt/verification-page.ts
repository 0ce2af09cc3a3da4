import { escapeHtml as esc } from "@/server/universal/checkout-page/escape";
import { BASE_CSS } from "@/server/universal/checkout-page/shell";
import { formatMoney } from "@/server/universal/checkout-page/money";
import { BANK_TIME_ZONE } from "../bank-calendar";
import type { verifyWithdrawalReceipt } from "./get-receipt";
import { RECEIPT_STRINGS, type ReceiptLocale } from "./strings";

type Verification = Awaited<ReturnType<typeof verifyWithdrawalReceipt>>;

/** What a person reads at /receipts/{code}: the verdict first, then what the receipt must show. */
const PAGE_STRINGS = {
  "pt-BR": {
    genuineTitle: "Comprovante autêntico",
    genuineText:
      "Esta transferência foi feita por nós. Confira se o comprovante que você recebeu mostra os mesmos dados.",
    unknownTitle: "Comprovante não encontrado",
    unknownText:
      "Nenhuma transferência concluída tem este código de autenticação. Confira o código impresso no comprovante; se ele estiver certo, o comprovante não é autêntico.",
    code: "Código de autenticação",
    merchant: "Quem transferiu",
    completedAt: "Concluída em (horário de Brasília)",
  },
  en: {
    genuineTitle: "Genuine receipt",
    genuineText: "We made this transfer. Check that the receipt you were given shows the same details.",
    unknownTitle: "Receipt not found",
    unknownText:
      "No completed transfer has this authentication code. Check the code printed on the receipt; if it is right, the receipt is not genuine.",
    code: "Authentication code",
    merchant: "Transferred by",
    completedAt: "Completed (Brasília time)",
  },
} as const;

export const VERIFICATION_CSS = `${BASE_CSS}main{max-width:34rem;margin:0 auto;padding:32px 20px}
h1{font-size:22px;margin:0 0 20px}
dl{margin:0;border-top:1px solid var(--line)}
dl div{display:flex;justify-content:space-between;gap:16px;padding:10px 0;border-bottom:1px solid var(--line)}
dt{color:var(--muted)}
dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
.mono{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-weight:400}
`;

function when(iso: string, locale: ReceiptLocale): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: BANK_TIME_ZONE,
    dateStyle: "short",
    timeStyle: "medium",
    hourCycle: "h23",
  }).format(new Date(iso));
}

function document(locale: ReceiptLocale, title: string, body: string): string {
  return `<!doctype html><html lang="${esc(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title><style>${VERIFICATION_CSS}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The public page of a receipt's authentication code: whether a completed transfer has it, and what
 * its receipt prints (only that). `found` undefined is an unknown code.
 */
export function renderVerificationPage(code: string, found: Verification | undefined, locale: ReceiptLocale): string {
  const t = PAGE_STRINGS[locale];
  const r = RECEIPT_STRINGS[locale];
  if (!found) {
    return document(
      locale,
      t.unknownTitle,
      `<h1>${esc(r.title)}</h1><p class="alert alert-error" role="alert"><span class="alert-title">${esc(t.unknownTitle)}</span>${esc(t.unknownText)}</p><dl><div><dt>${esc(t.code)}</dt><dd class="mono">${esc(code)}</dd></div></dl>`,
    );
  }
  const money = (v: number) => formatMoney(v, locale, found.currency);
  const rows: Array<[string, string, boolean?]> = [
    [t.code, found.authentication_code, true],
    [r.amount, money(found.amount)],
    [r.fee, money(found.fee_amount)],
    [r.method, r[found.method]],
    [t.merchant, found.merchant_name],
    ...(found.bank ? [[r.institution, found.bank.name] as [string, string]] : []),
    [t.completedAt, when(found.completed_at, locale)],
    [r.withdrawalId, found.withdrawal_id, true],
  ];
  const list = rows
    .map(([k, v, mono]) => `<div><dt>${esc(k)}</dt><dd${mono ? ' class="mono"' : ""}>${esc(v)}</dd></div>`)
    .join("");
  return document(
    locale,
    t.genuineTitle,
    `<h1>${esc(r.title)}</h1><p class="alert alert-ok" role="status"><span class="alert-title">${esc(t.genuineTitle)}</span>${esc(t.genuineText)}</p><dl>${list}</dl>`,
  );
}
