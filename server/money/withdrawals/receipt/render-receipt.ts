import { type WithdrawalMethod } from "@/db/vocabularies";
import fs from "node:fs";
import path from "node:path";
import { createElement, type CSSProperties, type ReactNode } from "react";
import satori from "satori";
import sharp from "sharp";
import { formatMoney } from "@/server/universal/checkout-page/money";
import { BANK_TIME_ZONE } from "../bank-calendar";
import { RECEIPT_STRINGS, type ReceiptLocale } from "./strings";
import { metrics } from "@/server/platform/metrics/metrics";
import { lazy } from "@/server/platform/process/lazy";

/** Layout size in CSS pixels; the PNG is drawn at twice that, crisp on phone screens. */
export const RECEIPT_WIDTH = 480;
export const RECEIPT_HEIGHT = 800;
export const RECEIPT_SCALE = 2;

/** Everything a receipt prints; the recipient is already masked. */
export interface ReceiptData {
  merchantName: string;
  withdrawalId: string;
  method: WithdrawalMethod;
  amount: number;
  feeAmount: number;
  currency: string;
  recipient: Record<string, unknown>;
  bank: { code: string; ispb: string; name: string } | null;
  requestedAt: Date;
  completedAt: Date;
  authenticationCode: string;
  /** The public page that shows whether this receipt is genuine (/receipts/{code}). */
  verifyUrl: string;
}

// The fonts are committed with the code (fonts/README.md): no network and no system font decides the look.
const FONT_DIR = path.join(process.cwd(), "server/money/withdrawals/receipt/fonts");
const loadFonts = lazy((): Array<{ name: string; data: Buffer; weight: 400 | 600; style: "normal" }> => [
  { name: "Geist", data: fs.readFileSync(path.join(FONT_DIR, "Geist-Regular.ttf")), weight: 400, style: "normal" },
  { name: "Geist", data: fs.readFileSync(path.join(FONT_DIR, "Geist-SemiBold.ttf")), weight: 600, style: "normal" },
  {
    name: "Geist Mono",
    data: fs.readFileSync(path.join(FONT_DIR, "GeistMono-Regular.ttf")),
    weight: 400,
    style: "normal",
  },
]);

function el(style: CSSProperties, ...children: ReactNode[]): ReactNode {
  return createElement("div", { style: { display: "flex", ...style } }, ...children);
}

const text = (s: string, style: CSSProperties = {}) => el(style, s);

function row(label: string, value: ReactNode, strong = false): ReactNode {
  return el(
    { justifyContent: "space-between", alignItems: "flex-start", padding: "5px 0", fontSize: 13, gap: 12 },
    text(label, { color: "#64748b", flexShrink: 0 }),
    el(
      {
        color: "#0f172a",
        fontWeight: strong ? 600 : 400,
        textAlign: "right",
        maxWidth: 260,
        flexDirection: "column",
        alignItems: "flex-end",
      },
      value,
    ),
  );
}

function section(title: string, ...children: ReactNode[]): ReactNode {
  return el(
    { flexDirection: "column", paddingTop: 10, marginTop: 10, borderTop: "1px solid #e2e8f0" },
    text(title.toUpperCase(), { fontSize: 11, letterSpacing: 1, color: "#94a3b8", fontWeight: 600, marginBottom: 2 }),
    ...children,
  );
}

function when(at: Date, locale: ReceiptLocale): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: BANK_TIME_ZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).format(at);
}

/** One line of the receipt's "To" section: a label, its value, and an optional smaller second line. */
export interface DestinationLine {
  label: string;
  value: string;
  note?: string;
}

/** Whom and where the money reached, as the receipt's "To" section prints it. */
export function destinationLines(data: ReceiptData, locale: ReceiptLocale): DestinationLine[] {
  const t = RECEIPT_STRINGS[locale];
  const r = data.recipient as Record<string, string | null>;
  const out: DestinationLine[] = [];
  if (r.type === "pix_key") {
    // A payout goes only to the merchant's own key (docs/api/risk.md, "Payout destinations"): the merchant
    // is whom the money reached, named as a bank account's holder is.
    out.push({ label: t.holder, value: data.merchantName });
    const keyType = (r.key_type ?? "random") as keyof typeof t.keyTypes;
    out.push({ label: t.pixKey, value: `${t.keyTypes[keyType] ?? keyType} · ${r.key ?? ""}` });
  } else {
    if (r.holder_name) out.push({ label: t.holder, value: r.holder_name });
    if (r.holder_document) out.push({ label: t.document, value: r.holder_document });
    const branch = r.branch_check_digit ? `${r.branch}-${r.branch_check_digit}` : (r.branch ?? "");
    out.push({
      label: t.branchAccount,
      value: `${branch} · ${r.account_number}-${r.account_check_digit}`,
      note: t.accountTypes[(r.account_type ?? "checking") as keyof typeof t.accountTypes],
    });
  }
  if (data.bank) {
    out.push({ label: t.institution, value: data.bank.name, note: t.bankCodes(data.bank.code, data.bank.ispb) });
  }
  return out;
}

function destination(data: ReceiptData, locale: ReceiptLocale): ReactNode[] {
  return destinationLines(data, locale).map((l) =>
    row(l.label, l.note ? [text(l.value), text(l.note, { fontSize: 11, color: "#64748b" })] : l.value),
  );
}

/** The receipt as an SVG (text drawn as glyph outlines by satori, so no font is needed to display it). */
export async function renderReceiptSvg(data: ReceiptData, locale: ReceiptLocale = "pt-BR"): Promise<string> {
  const t = RECEIPT_STRINGS[locale];
  const money = (v: number) => formatMoney(v, locale, data.currency);
  const mono: CSSProperties = { fontFamily: "Geist Mono", fontSize: 12 };
  const tree = el(
    {
      width: "100%",
      height: "100%",
      flexDirection: "column",
      background: "#f1f5f9",
      fontFamily: "Geist",
      color: "#0f172a",
    },
    el(
      {
        flexDirection: "column",
        // Satori sizes boxes without their padding and border: 20 of margin, 24/22 of padding, 1 of border.
        margin: 20,
        width: RECEIPT_WIDTH - 40 - 48 - 2,
        height: RECEIPT_HEIGHT - 40 - 44 - 2,
        overflow: "hidden",
        background: "#ffffff",
        borderRadius: 14,
        border: "1px solid #e2e8f0",
        padding: "22px 24px",
      },
      el(
        { justifyContent: "space-between", alignItems: "center" },
        text(t.title, { fontSize: 16, fontWeight: 600 }),
        el(
          {
            alignItems: "center",
            background: "#dcfce7",
            color: "#166534",
            borderRadius: 999,
            padding: "3px 10px",
            fontSize: 12,
            fontWeight: 600,
          },
          el({ width: 7, height: 7, borderRadius: 999, background: "#16a34a", marginRight: 6 }),
          t.completed,
        ),
      ),
      el(
        { flexDirection: "column", alignItems: "center", padding: "22px 0 14px" },
        text(t.amount, { fontSize: 13, color: "#64748b" }),
        text(money(data.amount), { fontSize: 36, fontWeight: 600, marginTop: 4, letterSpacing: -0.5 }),
        text(`${t[data.method]} · ${when(data.completedAt, locale)}`, { fontSize: 12, color: "#64748b", marginTop: 4 }),
      ),
      el(
        { flexDirection: "column", borderTop: "1px solid #e2e8f0", paddingTop: 8 },
        row(t.method, t[data.method]),
        row(t.amount, money(data.amount)),
        row(t.fee, money(data.feeAmount)),
        row(t.total, money(data.amount + data.feeAmount), true),
      ),
      section(t.from, row(t.holder, data.merchantName)),
      section(t.to, ...destination(data, locale)),
      section(
        t.timeZoneNote,
        row(t.requestedAt, when(data.requestedAt, locale)),
        row(t.completedAt, when(data.completedAt, locale)),
      ),
      section(
        t.withdrawalId,
        text(data.withdrawalId, { ...mono, marginTop: 4 }),
        text(t.authentication.toUpperCase(), {
          fontSize: 11,
          letterSpacing: 1,
          color: "#94a3b8",
          fontWeight: 600,
          marginTop: 12,
        }),
        text(data.authenticationCode, { ...mono, fontSize: 15, marginTop: 4, letterSpacing: 1 }),
        text(t.verify, { fontSize: 10, color: "#64748b", marginTop: 8 }),
        text(data.verifyUrl, { ...mono, fontSize: 10, color: "#334155", marginTop: 2 }),
      ),
    ),
  );
  return satori(tree, { width: RECEIPT_WIDTH, height: RECEIPT_HEIGHT, fonts: loadFonts() });
}

/**
 * The receipt as a PNG of RECEIPT_WIDTH × RECEIPT_HEIGHT at RECEIPT_SCALE. Over a second of CPU: receipts
 * served to callers are drawn once and stored (./stored-receipt.ts); each drawing is counted in
 * `pay_withdrawal_receipt_renders_total`.
 */
export async function renderReceiptPng(data: ReceiptData, locale: ReceiptLocale = "pt-BR"): Promise<Buffer> {
  metrics().receiptRenders.inc();
  const svg = await renderReceiptSvg(data, locale);
  return sharp(Buffer.from(svg), { density: 72 * RECEIPT_SCALE })
    .resize(RECEIPT_WIDTH * RECEIPT_SCALE, RECEIPT_HEIGHT * RECEIPT_SCALE)
    .png({ compressionLevel: 9 })
    .toBuffer();
}
