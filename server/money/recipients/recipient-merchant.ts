import type { Ctx } from "@/server/platform/context";
import { InvalidRequestError } from "@/server/platform/errors";
import { merchantInScope } from "@/server/platform/tenancy";

/**
 * The merchant whose primary recipient a call reads or sets: the caller's own, or the one an admin
 * names (`merchant_id`) or switched to. An admin with neither must choose.
 */
export function recipientMerchant(ctx: Ctx, requested?: string): string {
  const merchantId = merchantInScope(ctx, requested);
  if (!merchantId) {
    throw new InvalidRequestError("merchant_required", "Name a merchant (merchant_id) or switch to one first.");
  }
  return merchantId;
}
