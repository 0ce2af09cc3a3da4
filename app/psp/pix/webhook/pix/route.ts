import { route } from "@/server/http/route";
import { receivePixWebhook } from "@/server/payments/charges/receive-pix-webhook";
import { systemCtx } from "@/server/platform/context";

/**
 * The Pix PSP's webhook (`POST {webhookUrl}/pix`, webhookUrl = `<PUBLIC_BASE_URL>/psp/pix/webhook`): signed
 * and never replayed (server/payments/pix/verify-webhook.ts), then every Pix it names is read back from the
 * PSP. The PSP acts for the platform, not for a merchant: the charges are found by their txids.
 */
export const POST = route({ auth: "none", idempotency: false }, async ({ req, ctx }) => {
  const raw = await req.text();
  const result = await receivePixWebhook(systemCtx({ requestId: ctx.requestId, now: ctx.now }), req.headers, raw);
  return Response.json({ data: result });
});
