import { config } from "@/server/platform/config";
import type { CliCommand } from "@/server/platform/contracts/cli-command";
import type { Job } from "@/server/platform/contracts/job";
import { pixPsp } from "./psp/pix-psp";

/** Where the PSP posts `{webhookUrl}/pix`: app/psp/pix/webhook/pix/route.ts. */
export function pixWebhookUrl(): string {
  const cfg = config();
  return `${(cfg.PUBLIC_BASE_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/$/, "")}/psp/pix/webhook`;
}

/** `PUT /webhook/{chave}` for the service's receiving key (idempotent: the same URL again changes nothing). */
export async function registerPixWebhook(): Promise<{ chave: string; webhook_url: string }> {
  const chave = config().PIX_RECEIVER_KEY;
  const url = pixWebhookUrl();
  await pixPsp().configureWebhook(chave, url);
  return { chave, webhook_url: url };
}

/**
 * Registers the webhook shortly after start-up (once the app answers, since in development the PSP is the
 * app's own sandbox) and again every interval, so a PSP that lost it gets it back. Until then the
 * reconciliation job finds every payment.
 */
export const pixWebhookRegistrationJob: Job = {
  name: "pix-webhook-registration",
  intervalMs: 10 * 60_000,
  run: () => registerPixWebhook(),
};

export const pixWebhookCommand: CliCommand = {
  name: "pix-webhook",
  usage: "pix-webhook",
  description: "Registers the service's Pix webhook at the PSP (PUT /webhook/{PIX_RECEIVER_KEY}) and prints it.",
  run: () => registerPixWebhook(),
};
