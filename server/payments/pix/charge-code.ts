import { createDynamicPix, hasError } from "pix-utils";
import QRCode from "qrcode";
import { config } from "@/server/platform/config";

/**
 * The BR Code of a Pix charge (EMV QRCPS-MPM, GUI `br.gov.bcb.pix`, CRC16-CCITT), built by pix-utils: a dynamic
 * code carrying the PSP's `location`, where the payer's bank reads the amount and the txid. The name and city
 * are what the payer's app shows while it fetches the payload: the merchant's name (at most 25 characters, as
 * the EMV field allows) and the receiving account's city (PIX_RECEIVER_CITY).
 */
export function chargeBrCode(location: string, merchantName: string): string {
  const pix = createDynamicPix({
    merchantName:
      merchantName
        .normalize("NFD")
        .replace(/[^\x20-\x7e]/g, "")
        .trim()
        .slice(0, 25) || "PAGAMENTOS",
    merchantCity: config().PIX_RECEIVER_CITY.slice(0, 15),
    url: location.replace(/^https?:\/\//, ""),
  });
  if (hasError(pix)) throw new Error(`pix-utils refused the payload: ${JSON.stringify(pix)}`);
  return pix.toBRCode();
}

/** The code as a QR image, an SVG data URL (scales to any size; a few kilobytes). */
export async function qrImageOf(brCode: string): Promise<string> {
  const svg = await QRCode.toString(brCode, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
