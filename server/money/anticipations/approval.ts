import { InvalidRequestError } from "@/server/platform/errors";
import type { AnticipationSettings } from "./settings";

/**
 * Approved at once within the merchant's limits (docs/api/anticipations.md): at most
 * `auto_approve_max_amount`, at most `auto_approve_max_share_bp` of its unpaid receivables
 * (pending or reserved, this request's included), and at most `auto_approve_daily_max_amount` approved
 * at once in the last 24 hours (`approvedLastDay`, this request's amount added). Above them an admin
 * decides. Below the minimum the request is refused.
 */
export function approvalFor(
  settings: AnticipationSettings,
  amount: number,
  unpaid: number,
  approvedLastDay: number,
): "automatic" | "manual" {
  if (amount < settings.autoApproveMinAmount)
    throw new InvalidRequestError(
      "amount_below_minimum",
      `The receivables taken add up to ${amount} centavos, below this merchant's minimum of ${settings.autoApproveMinAmount}.`,
      "amount",
    );
  const withinAmount = amount <= settings.autoApproveMaxAmount;
  const withinShare = BigInt(amount) * 10_000n <= BigInt(settings.autoApproveMaxShareBp) * BigInt(unpaid);
  const withinDay = approvedLastDay + amount <= settings.autoApproveDailyMaxAmount;
  return withinAmount && withinShare && withinDay ? "automatic" : "manual";
}
