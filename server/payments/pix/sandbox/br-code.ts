import { createDynamicPix, hasError } from "pix-utils";

/** The sandbox PSP's account holder, as a payer's bank shows it before confirming. */
export const SANDBOX_HOLDER = { name: "PAGAMENTOS SANDBOX", city: "SAO PAULO" };

/**
 * The BR Code (EMV QRCPS-MPM, GUI `br.gov.bcb.pix`) of a dynamic charge: it carries the payload's
 * location; the payer's bank reads the amount and the txid there. Built by pix-utils.
 */
export function dynamicBrCode(location: string): string {
  const pix = createDynamicPix({ merchantName: SANDBOX_HOLDER.name, merchantCity: SANDBOX_HOLDER.city, url: location });
  if (hasError(pix)) throw new Error(`pix-utils refused the payload: ${JSON.stringify(pix)}`);
  return pix.toBRCode();
}
