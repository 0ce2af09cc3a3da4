import { randomBytes } from "node:crypto";

/** The sandbox PSP's ISPB (8 digits): no real institution has it. */
export const SANDBOX_ISPB = "99999999";

const ALPHANUMERIC = "abcdefghijklmnopqrstuvwxyz0123456789";

function randomAlphanumeric(length: number): string {
  const bytes = randomBytes(length);
  let out = "";
  for (const b of bytes) out += ALPHANUMERIC[b % ALPHANUMERIC.length];
  return out;
}

/** `yyyyMMddHHmm` in UTC, as the SPI writes it inside identifiers. */
function stamp(at: Date): string {
  return at.toISOString().replace(/[-:T]/g, "").slice(0, 12);
}

/**
 * An EndToEndId as the SPI forms it: "E", the payer's PSP ISPB, the minute, 11 characters of its own
 * (32 in all); "D" in the same shape for a refund's RtrId.
 */
export function endToEndId(at: Date): string {
  return `E${SANDBOX_ISPB}${stamp(at)}${randomAlphanumeric(11)}`;
}

export function returnId(at: Date): string {
  return `D${SANDBOX_ISPB}${stamp(at)}${randomAlphanumeric(11)}`;
}

/** The path part of a payload location: 32 hex characters, as PSPs make them. */
export function locationId(): string {
  return randomBytes(16).toString("hex");
}
