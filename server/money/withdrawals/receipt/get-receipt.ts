import { eq } from "drizzle-orm";
import { merchants, withdrawals } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { InvalidRequestError, NotFoundError } from "@/server/platform/errors";
import { getWithdrawalRow } from "../get-withdrawal";
import type { WithdrawalRow } from "../present-withdrawal";
import type { ReceiptData } from "./render-receipt";
import { publicBaseUrl } from "@/server/payments/payment-links/present-payment-link";
import { receiptPdf } from "./receipt-pdf";
import { storedReceiptPng } from "./stored-receipt";
import { RECEIPT_STRINGS, type ReceiptLocale } from "./strings";

async function merchantName(db: Executor, merchantId: string): Promise<string> {
  const [m] = await db.select({ name: merchants.name }).from(merchants).where(eq(merchants.id, merchantId)).limit(1);
  return m?.name ?? "";
}

function receiptData(w: WithdrawalRow, name: string): ReceiptData {
  if (w.status !== "completed" || !w.completedAt || !w.authenticationCode) {
    throw new InvalidRequestError(
      "invalid_state",
      `A receipt exists once the withdrawal is completed; this one is ${w.status}.`,
    );
  }
  return {
    merchantName: name,
    withdrawalId: w.id,
    method: w.method,
    amount: w.amount,
    feeAmount: w.feeAmount,
    currency: w.currency,
    recipient: w.destination.recipient,
    bank: w.destination.bank,
    requestedAt: w.createdAt,
    completedAt: w.completedAt,
    authenticationCode: w.authenticationCode,
    verifyUrl: receiptVerifyUrl(w.authenticationCode),
  };
}

/** The public page a person opens to check a receipt (app/receipts/[code]/route.ts). */
export function receiptVerifyUrl(code: string): string {
  return `${publicBaseUrl()}/receipts/${code}`;
}

/**
 * The PNG receipt of a completed withdrawal of the caller's tenant (422 `invalid_state` before), drawn
 * once and then served from storage (./stored-receipt.ts).
 */
export async function getWithdrawalReceipt({ ctx, id, locale }: { ctx: Ctx; id: string; locale: ReceiptLocale }) {
  const w = await getWithdrawalRow(ctx, id);
  const name = await merchantName(await executor(ctx), w.merchantId);
  const png = await storedReceiptPng(ctx, w, receiptData(w, name), locale);
  return { png, filename: `comprovante-${w.id}.png` };
}

/**
 * The same receipt as a one-page PDF, for people and systems that file PDFs (accountants, ERPs): the stored
 * PNG placed on a page of its size, so both files always show the same thing and the PDF costs no drawing.
 */
export async function getWithdrawalReceiptPdf({ ctx, id, locale }: { ctx: Ctx; id: string; locale: ReceiptLocale }) {
  const w = await getWithdrawalRow(ctx, id);
  const name = await merchantName(await executor(ctx), w.merchantId);
  const data = receiptData(w, name);
  const png = await storedReceiptPng(ctx, w, data, locale);
  const pdf = await receiptPdf(png, {
    title: `${RECEIPT_STRINGS[locale].title} ${w.id}`,
    author: name,
    subject: data.verifyUrl,
    at: data.completedAt,
  });
  return { pdf, filename: `comprovante-${w.id}.pdf` };
}

/** Codes are printed in groups of four; people type them in any case, with or without the dashes. */
function normalizeCode(code: string): string | undefined {
  const bare = code.toUpperCase().replace(/[\s-]/g, "");
  return /^[0-9A-Z]{20}$/.test(bare) ? bare.match(/.{4}/g)!.join("-") : undefined;
}

/**
 * Whoever holds a receipt (the merchant, its accountant, the recipient) can check that it is genuine:
 * the code is 100 random bits, so it proves possession of the receipt and reveals only what it prints.
 */
export async function verifyWithdrawalReceipt({ ctx, code }: { ctx: Ctx; code: string }) {
  const normalized = normalizeCode(code);
  if (!normalized) throw new NotFoundError("receipt");
  const db = await executor(ctx);
  const [w] = await db.select().from(withdrawals).where(eq(withdrawals.authenticationCode, normalized)).limit(1);
  if (!w || w.status !== "completed" || !w.completedAt) throw new NotFoundError("receipt");
  return {
    valid: true as const,
    withdrawal_id: w.id,
    authentication_code: normalized,
    merchant_name: await merchantName(db, w.merchantId),
    method: w.method,
    amount: w.amount,
    fee_amount: w.feeAmount,
    currency: w.currency,
    bank: w.destination.bank,
    completed_at: w.completedAt.toISOString(),
  };
}
