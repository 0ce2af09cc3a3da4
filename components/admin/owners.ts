import { merchantDetail, type MerchantIdentity } from "./merchant-label";
import type { Owner } from "./owner-cell";

/** Owners by merchant id, for the owner column of lists an admin sees across merchants. */
export function ownersOf(merchants: MerchantIdentity[]): Record<string, Owner> {
  return Object.fromEntries(merchants.map((m) => [m.id, { name: m.name, detail: merchantDetail(m) }]));
}
