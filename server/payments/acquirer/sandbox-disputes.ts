import type { DisputeReason } from "@/db/vocabularies";
import { newId } from "@/server/platform/ids";
import type { DisputeNotification } from "./types";

const DAY = 86_400_000;

/** Days the sandbox gives a merchant to answer, counted from the notification (docs/api/disputes.md). */
export const SANDBOX_RESPONSE_DAYS = 10;

/**
 * The card networks' reason codes for our reasons: Visa's (also used for Elo and the brands without codes of
 * their own here) and Mastercard's (also Hipercard's). A real acquirer reports the code; we map it back.
 */
const REASON_CODES: Record<"visa" | "mastercard", Record<DisputeReason, string>> = {
  visa: {
    fraudulent: "10.4",
    unrecognized: "10.4",
    product_not_received: "13.1",
    subscription_canceled: "13.2",
    product_unacceptable: "13.3",
    credit_not_processed: "13.6",
    duplicate: "12.6.1",
    general: "13.7",
  },
  mastercard: {
    fraudulent: "4837",
    unrecognized: "4863",
    product_not_received: "4855",
    subscription_canceled: "4841",
    product_unacceptable: "4853",
    credit_not_processed: "4860",
    duplicate: "4834",
    general: "4853",
  },
};

export function networkOf(brand: string | null): "visa" | "mastercard" {
  return brand === "mastercard" || brand === "hipercard" ? "mastercard" : "visa";
}

/**
 * The sandbox acquirer's notification of a dispute it was asked to open (the admin API, `dispute-open`, or the
 * always-disputed test card): what a real acquirer would send to its webhook or in its daily chargeback file.
 */
export function sandboxDisputeNotification(input: {
  chargeReference: string;
  brand: string | null;
  amount: number;
  reason: DisputeReason;
  kind: "inquiry" | "chargeback";
  at: Date;
}): DisputeNotification {
  const network = networkOf(input.brand);
  return {
    disputeReference: `sandbox_dp_${newId()}`,
    chargeReference: input.chargeReference,
    amount: input.amount,
    network,
    networkReasonCode: REASON_CODES[network][input.reason],
    reason: input.reason,
    kind: input.kind,
    dueBy: new Date(input.at.getTime() + SANDBOX_RESPONSE_DAYS * DAY),
  };
}
