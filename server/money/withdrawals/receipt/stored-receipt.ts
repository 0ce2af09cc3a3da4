import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { withdrawalReceipts } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { processSingleton } from "@/server/platform/process/singleton";
import { tenantWhere } from "@/server/platform/tenancy";
import { renderReceiptPng, type ReceiptData } from "./render-receipt";
import type { ReceiptLocale } from "./strings";

/**
 * The layout's version, part of every stored receipt's digest. Change it with the look of the receipt
 * (render-receipt.ts, its fonts or strings.ts): stored receipts are then drawn again at their next request.
 */
export const RECEIPT_LAYOUT_VERSION = 2;

/** JSON with keys sorted at every level, so that one content always has one digest. */
function canonical(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What a receipt's image follows from: everything it prints, its language and the layout. */
export function receiptDigest(data: ReceiptData, locale: ReceiptLocale): string {
  return createHash("sha256")
    .update(canonical({ layout: RECEIPT_LAYOUT_VERSION, locale, data }))
    .digest("hex");
}

// Drawings in progress in this process, by withdrawal, language and digest: a second request that comes
// while the first one draws waits for the same image instead of drawing it again.
const drawing = processSingleton("withdrawal-receipt-drawing", () => new Map<string, Promise<Buffer>>());

function drawOnce(key: string, data: ReceiptData, locale: ReceiptLocale): Promise<Buffer> {
  const running = drawing.get(key);
  if (running) return running;
  const png = renderReceiptPng(data, locale).finally(() => drawing.delete(key));
  drawing.set(key, png);
  return png;
}

/**
 * The PNG of a completed withdrawal's receipt: the stored one when it was drawn from the same content,
 * else drawn now and stored (replacing an older drawing). A receipt is drawn once; later requests cost
 * a query. `withdrawal` is a row the caller already read within its tenant.
 */
export async function storedReceiptPng(
  ctx: Ctx,
  withdrawal: { id: string; merchantId: string },
  data: ReceiptData,
  locale: ReceiptLocale,
): Promise<Buffer> {
  const digest = receiptDigest(data, locale);
  const db = await executor(ctx);
  const [stored] = await db
    .select({ png: withdrawalReceipts.png, contentDigest: withdrawalReceipts.contentDigest })
    .from(withdrawalReceipts)
    .where(
      and(
        eq(withdrawalReceipts.withdrawalId, withdrawal.id),
        eq(withdrawalReceipts.locale, locale),
        tenantWhere(ctx, withdrawalReceipts.merchantId),
      ),
    )
    .limit(1);
  if (stored?.contentDigest === digest) return stored.png;
  const png = await drawOnce(`${withdrawal.id}:${locale}:${digest}`, data, locale);
  await db
    .insert(withdrawalReceipts)
    .values({
      withdrawalId: withdrawal.id,
      merchantId: withdrawal.merchantId,
      locale,
      contentDigest: digest,
      png,
      renderedAt: ctx.now(),
    })
    .onConflictDoUpdate({
      target: [withdrawalReceipts.withdrawalId, withdrawalReceipts.locale],
      set: { contentDigest: digest, png, renderedAt: ctx.now() },
    });
  return png;
}
