import { createHmac, timingSafeEqual } from "node:crypto";
import { lt } from "drizzle-orm";
import { pixWebhookReceipts } from "@/db/schema";
import { config } from "@/server/platform/config";
import { executor, type Ctx } from "@/server/platform/context";
import { AuthenticationError } from "@/server/platform/errors";

/** A signed call older or newer than this is refused; receipts older than it are forgotten. */
export const PIX_WEBHOOK_WINDOW_S = 300;

/**
 * The PSP's webhook call is the PSP's: `pix-sandbox-signature` is `v1=` HMAC-SHA256 of `<timestamp>.<body>`
 * with PIX_WEBHOOK_SECRET (the sandbox signs so; docs/api/pix.md), the timestamp within PIX_WEBHOOK_WINDOW_S
 * of now, and a signature accepted once: a replayed call is refused. (A production PSP proves itself by mTLS
 * at the TLS terminator instead; either way the receiver reads each Pix back from the PSP before recording it.)
 */
export async function verifyPixWebhook(ctx: Ctx, headers: Headers, rawBody: string): Promise<void> {
  const timestamp = headers.get("pix-sandbox-timestamp");
  const signature = headers.get("pix-sandbox-signature");
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp))
    throw new AuthenticationError("The Pix notification is not signed.", "invalid_signature");
  const expected = `v1=${createHmac("sha256", config().PIX_WEBHOOK_SECRET).update(`${timestamp}.${rawBody}`).digest("hex")}`;
  const a = Buffer.from(signature);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b))
    throw new AuthenticationError("The Pix notification's signature does not match.", "invalid_signature");
  const now = ctx.now();
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > PIX_WEBHOOK_WINDOW_S)
    throw new AuthenticationError("The Pix notification is outside its time window.", "invalid_signature");
  const db = await executor(ctx);
  const [fresh] = await db
    .insert(pixWebhookReceipts)
    .values({ signature, receivedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!fresh) throw new AuthenticationError("The Pix notification was already received.", "replayed_notification");
  // Receipts outside the window can go: a replay of them fails the time check.
  await db
    .delete(pixWebhookReceipts)
    .where(lt(pixWebhookReceipts.receivedAt, new Date(now.getTime() - 2 * PIX_WEBHOOK_WINDOW_S * 1000)));
}
