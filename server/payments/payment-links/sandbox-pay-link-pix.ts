import { and, eq } from "drizzle-orm";
import { charges } from "@/db/schema";
import { config } from "@/server/platform/config";
import { executor, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { payCob } from "@/server/payments/pix/sandbox/pay";
import { findPublicLink } from "./pay-link";

/** Whether the checkout offers its test hook: outside production, with the app's own sandbox as the PSP. */
export function sandboxHookEnabled(): boolean {
  const cfg = config();
  return !cfg.isProduction && !cfg.PIX_PSP_BASE_URL;
}

/**
 * The hosted checkout's development hook: pays the link's pending Pix code in the sandbox PSP, as the buyer's
 * bank would (the sandbox then calls the service's webhook, which captures the charge). Unknown (404) in
 * production or with a real PSP, and for a charge that is not this link's.
 */
export async function sandboxPayLinkPix({
  ctx,
  linkId,
  chargeId,
}: {
  ctx: Ctx;
  linkId: string;
  chargeId: string;
}): Promise<{ end_to_end_id: string }> {
  if (!sandboxHookEnabled()) throw new NotFoundError("sandbox");
  const link = await findPublicLink(ctx, linkId);
  if (!link) throw new NotFoundError("Pix charge");
  const db = await executor(ctx);
  const [c] = await db
    .select({ txid: charges.pixTxid })
    .from(charges)
    .where(and(eq(charges.id, chargeId), eq(charges.merchantId, link.merchantId), eq(charges.paymentLinkId, link.id)))
    .limit(1);
  if (!c?.txid) throw new NotFoundError("Pix charge");
  const paid = await payCob(ctx, { txid: c.txid });
  return { end_to_end_id: paid.endToEndId };
}
