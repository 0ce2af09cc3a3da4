import { randomInt } from "node:crypto";
import { newId } from "@/server/ids";
import type { Acquirer, AuthorizeRequest, AuthorizeResult, OperationResult } from "./types";
import { isExpired, testCardOutcome, testCardRequiresAuthentication } from "./test-cards";
import { cardOfSandboxToken } from "./apple-pay-sandbox";

function authorizationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

function ok(): OperationResult {
  return { ok: true, acquirerReference: `sbx_${newId()}` };
}

/** The sandbox acquirer: outcomes come from the test cards (docs/api/test-cards.md); nothing leaves the process. */
export const sandboxAcquirer: Acquirer = {
  async authorize(req: AuthorizeRequest): Promise<AuthorizeResult> {
    const reference = `sbx_${newId()}`;
    if (req.source.type === "apple_pay") {
      const card = cardOfSandboxToken(req.source.paymentToken);
      if (!card) {
        return {
          approved: false,
          acquirerReference: null,
          failureCode: "invalid_wallet_token",
          failureMessage: "The Apple Pay payment could not be read. Please try again.",
        };
      }
      const walletCard = {
        brand: card.brand,
        lastFour: card.number.slice(-4),
        firstSix: card.number.slice(0, 6),
        holderName: card.holderName,
      };
      const outcome = testCardOutcome(card.number);
      if (outcome.kind === "declined")
        return {
          approved: false,
          acquirerReference: reference,
          failureCode: outcome.failureCode,
          failureMessage: outcome.failureMessage,
          walletCard,
        };
      return { approved: true, acquirerReference: reference, authorizationCode: authorizationCode(), walletCard };
    }
    const card = req.source;
    const outcome = testCardOutcome(card.number);
    if (outcome.kind === "declined")
      return {
        approved: false,
        acquirerReference: reference,
        failureCode: outcome.failureCode,
        failureMessage: outcome.failureMessage,
      };
    if (testCardRequiresAuthentication(card.number) && !req.threeDs) {
      return {
        approved: false,
        acquirerReference: reference,
        failureCode: "authentication_required",
        failureMessage: "The card issuer requires 3D Secure authentication for this payment.",
      };
    }
    if (isExpired(card.expirationMonth, card.expirationYear, req.at)) {
      return {
        approved: false,
        acquirerReference: reference,
        failureCode: "expired_card",
        failureMessage: "The card has expired. Please use another card.",
      };
    }
    return { approved: true, acquirerReference: reference, authorizationCode: authorizationCode() };
  },
  async capture() {
    return ok();
  },
  async void() {
    return ok();
  },
  async refund() {
    return ok();
  },
};
