import { InvalidRequestError, ValidationError } from "@/server/platform/errors";
import { linkPaymentMethods, type PaymentMethod } from "@/server/universal/payment-methods";

/**
 * The rules a schema cannot check alone: a future expiry (against the request's clock) and
 * methods enabled for the link's currency. Applied to the link as it will be after the change.
 */
export function checkLinkRules(
  link: { currency: string; allowedPaymentMethods: readonly PaymentMethod[] },
  change: { expiresAt?: Date | null },
  now: Date,
): void {
  if (change.expiresAt && change.expiresAt.getTime() <= now.getTime()) {
    throw new ValidationError("expires_at: Must be in the future.", "expires_at");
  }
  const enabled = linkPaymentMethods(link.currency);
  const disabled = link.allowedPaymentMethods.filter((m) => !(enabled as PaymentMethod[]).includes(m));
  if (disabled.length) {
    throw new InvalidRequestError(
      "payment_method_disabled",
      `Payment method ${disabled.join(", ")} is not enabled for ${link.currency}; enabled: ${enabled.join(", ")}.`,
      "allowed_payment_methods",
    );
  }
}
