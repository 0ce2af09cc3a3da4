import { z } from "zod";
import type { Ctx } from "@/server/platform/context";
import { ValidationError } from "@/server/platform/errors";
import { log } from "@/server/platform/log";
import { faultPoint } from "@/server/platform/faults/fault-point";
import { pixPsp } from "@/server/payments/pix/psp/pix-psp";
import { verifyPixWebhook } from "@/server/payments/pix/verify-webhook";
import { recordPixPayment } from "./record-pix-payment";
import { returnPixPayment } from "./return-pix-payment";
import { settlePixRefunds } from "./complete-pix-refund";
import { actingForMerchant } from "@/server/platform/tenancy";
import { executor } from "@/server/platform/context";
import { pixPayments } from "@/db/schema";
import { eq } from "drizzle-orm";

const notification = z.object({
  pix: z.array(z.object({ endToEndId: z.string().regex(/^[a-zA-Z0-9]{32}$/) }).passthrough()).max(1000),
});

/**
 * `POST {webhookUrl}/pix` from the PSP: verified, then each Pix named is read back from the PSP (`GET
 * /pix/{e2eid}`) and recorded: the body says which Pix to look at, the PSP's answer says what happened. A
 * Pix whose refunds ended updates the automatic return it belongs to.
 */
export async function receivePixWebhook(ctx: Ctx, headers: Headers, rawBody: string): Promise<{ recorded: number }> {
  await verifyPixWebhook(ctx, headers, rawBody);
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new ValidationError("The body is not JSON.", "pix");
  }
  const parsed = notification.safeParse(body);
  if (!parsed.success) throw new ValidationError("Expected { pix: [{ endToEndId, … }] }.", "pix");
  let recorded = 0;
  const db = await executor(ctx);
  for (const { endToEndId } of parsed.data.pix) {
    const pix = await pixPsp().getReceived(endToEndId);
    if (!pix) {
      log.warn("Pix notification names a Pix the PSP does not know", { endToEndId });
      continue;
    }
    // A crash here loses the notification, not the payment: the reconciliation job finds it (reliability/3-crashes).
    await faultPoint("pix-webhook-before-record");
    const outcome = await recordPixPayment(ctx, pix);
    if (outcome === "captured" || outcome === "returning") recorded++;
    if (outcome === "known") {
      const [payment] = await db.select().from(pixPayments).where(eq(pixPayments.endToEndId, endToEndId));
      // A notification of a Pix already recorded says one of its refunds (or its automatic return) ended.
      if (payment) await settlePixRefunds(ctx, payment.chargeId);
      if (payment?.disposition === "returning")
        await returnPixPayment(actingForMerchant(ctx, payment.merchantId), endToEndId);
    }
  }
  return { recorded };
}
