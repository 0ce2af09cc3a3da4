import { getMerchant } from "@/server/accounts/merchants/get-merchant";
import { config } from "@/server/platform/config";
import type { Ctx } from "@/server/platform/context";
import { chargeBrCode, qrImageOf } from "@/server/payments/pix/charge-code";
import { pixPsp } from "@/server/payments/pix/psp/pix-psp";

export interface OpenedPixCharge {
  txid: string;
  qrCode: string;
  qrCodeImage: string;
  expiresAt: Date;
}

/** A txid of ours for the PSP: the charge's id without its dashes (32 letters and digits, within 26–35). */
export function pixTxidOf(chargeId: string): string {
  return chargeId.replace(/-/g, "");
}

/**
 * `PUT /cob/{txid}` at the PSP before the charge is written: a charge is never answered without a code to
 * pay. A cob left at the PSP when the write fails afterwards is never paid for anything (no charge shows
 * its code) and expires by itself.
 */
export async function openPixCharge(
  ctx: Ctx,
  charge: { id: string; merchantId: string; amount: number; expiresInSeconds: number },
): Promise<OpenedPixCharge> {
  const txid = pixTxidOf(charge.id);
  const merchant = await getMerchant({ ctx, id: charge.merchantId });
  const created = ctx.now();
  // A refusal here is a misconfiguration (the receiving key, the credentials), not the caller's: it stays a 500.
  const cob = await pixPsp().createImmediateCharge(txid, {
    expiresInSeconds: charge.expiresInSeconds,
    amountCents: charge.amount,
    key: config().PIX_RECEIVER_KEY,
    payerMessage: `Pagamento a ${merchant.name}`,
  });
  const location = cob.loc?.location ?? cob.location;
  if (!location) throw new Error(`the Pix provider answered cob ${txid} without a location`);
  const qrCode = chargeBrCode(location, merchant.name);
  return {
    txid,
    qrCode,
    qrCodeImage: await qrImageOf(qrCode),
    // From the PSP's own creation time when it says it, so that both sides expire the code at the same instant.
    expiresAt: new Date(new Date(cob.calendario.criacao || created).getTime() + cob.calendario.expiracao * 1000),
  };
}
