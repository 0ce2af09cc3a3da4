import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { sandboxPixWebhooks } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { config } from "@/server/platform/config";
import { log } from "@/server/platform/log";
import type { PixReceived } from "../psp/types";
import { invalid, notFound } from "./problem";

const webhookRequest = z.object({ webhookUrl: z.string().url().max(2048) });

/** `PUT /webhook/{chave}`: only the sandbox's receiving key has an account here. */
export async function configureWebhook(ctx: Ctx, chave: string, body: unknown): Promise<void> {
  if (chave !== config().PIX_RECEIVER_KEY)
    throw invalid("WebhookOperacaoInvalida", "A chave não pertence ao usuário recebedor.", "chave", chave);
  const parsed = webhookRequest.safeParse(body);
  if (!parsed.success) throw invalid("WebhookOperacaoInvalida", "webhookUrl deve ser uma URL.", "webhookUrl");
  const db = await executor(ctx);
  await db
    .insert(sandboxPixWebhooks)
    .values({ chave, webhookUrl: parsed.data.webhookUrl, criacao: ctx.now() })
    .onConflictDoUpdate({ target: sandboxPixWebhooks.chave, set: { webhookUrl: parsed.data.webhookUrl } });
}

/** `GET /webhook/{chave}` (`WebhookCompleto`). */
export async function getWebhook(ctx: Ctx, chave: string) {
  const db = await executor(ctx);
  const [row] = await db.select().from(sandboxPixWebhooks).where(eq(sandboxPixWebhooks.chave, chave));
  if (!row) throw notFound("Webhook");
  return { webhookUrl: row.webhookUrl, chave: row.chave, criacao: row.criacao.toISOString() };
}

/** `DELETE /webhook/{chave}`. */
export async function deleteWebhook(ctx: Ctx, chave: string): Promise<void> {
  const db = await executor(ctx);
  const gone = await db.delete(sandboxPixWebhooks).where(eq(sandboxPixWebhooks.chave, chave)).returning();
  if (!gone.length) throw notFound("Webhook");
}

/**
 * The signature of the sandbox's calls: `v1=` HMAC-SHA256 of `<timestamp>.<body>` with PIX_WEBHOOK_SECRET.
 * A real PSP proves itself by mTLS instead; the receiver checks either (docs/api/pix.md).
 */
export function signNotification(timestamp: number, body: string): string {
  return `v1=${createHmac("sha256", config().PIX_WEBHOOK_SECRET).update(`${timestamp}.${body}`).digest("hex")}`;
}

/**
 * Posts `{url}/pix` with the Pix received (or whose refund ended), as API Pix's callback says. Once, after
 * the PSP's own commit: a lost call loses nothing, the receiver reconciles with `GET /cob/{txid}`.
 */
export async function notifyReceived(ctx: Ctx, chave: string, pix: PixReceived[]): Promise<boolean> {
  const db = await executor(ctx);
  const [hook] = await db.select().from(sandboxPixWebhooks).where(eq(sandboxPixWebhooks.chave, chave));
  if (!hook) return false;
  const body = JSON.stringify({ pix });
  const timestamp = Math.floor(ctx.now().getTime() / 1000);
  try {
    const res = await fetch(`${hook.webhookUrl.replace(/\/$/, "")}/pix`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "pix-sandbox-timestamp": String(timestamp),
        "pix-sandbox-signature": signNotification(timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(5_000),
    });
    return res.ok;
  } catch (e) {
    log.warn("sandbox Pix notification not delivered", { chave, error: e });
    return false;
  }
}
