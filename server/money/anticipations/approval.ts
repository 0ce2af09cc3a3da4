import { InvalidRequestError } from "@/server/platform/errors";
import type { AnticipationSettings } from "./settings";

/**
 * Approved at once within the merchant's limits (docs/api/anticipations.md): at most
 * `auto_approve_max_amount`, and at most `auto_approve_max_share_bp` of its unpaid receivables
 * (pending or reserved, this request's included). Above them an admin decides. Below the
 * minimum the request is refused.
 */
export function approvalFor(settings: AnticipationSettings, amount: number, unpaid: number): "automatic" | "manual" {
  if (amount < settings.autoApproveMinAmount)
    throw new InvalidRequestError(
      "amount_below_minimum",
      `The receivables taken add up to ${amount} centavos, below this merchant's minimum of ${settings.autoApproveMinAmount}.`,
      "amount",
    );
  const withinAmount = amount <= settings.autoApproveMaxAmount;
  const withinShare = BigInt(amount) * 10_000n <= BigInt(settings.autoApproveMaxShareBp) * BigInt(unpaid);
  return withinAmount && withinShare ? "automatic" : "manual";
}
