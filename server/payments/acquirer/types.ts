import type { ChargeFailureCode, DisputeReason } from "@/db/vocabularies";
/**
 * The seam to a card acquirer. The sandbox implements it from the test cards (docs/api/test-cards.md); a real
 * acquirer (Cielo, Rede, Stone, …) would implement the same four calls over its own API.
 * Every call carries an operation-level `idempotencyKey` (docs/api/acquirer-operations.md): asked again with the
 * same key, the acquirer answers what it answered the first time and does nothing a second time. That is what
 * lets the service call it outside any database transaction and ask again after a crash.
 */
export interface CardSource {
  type: "card";
  number: string;
  holderName: string;
  expirationMonth: string;
  expirationYear: string;
  brand: string;
}

/** A wallet's payment token, as the wallet's payment sheet handed it to the checkout. */
export interface WalletSource {
  type: "apple_pay";
  paymentToken: string;
}

export interface AuthorizeRequest {
  /** Same key, same answer, no second authorization (or capture). */
  idempotencyKey: string;
  reference: string;
  amount: number;
  currency: string;
  installments: number;
  source: CardSource | WalletSource;
  /** The instant the authorization is asked for (expiry checks use it, not the wall clock). */
  at: Date;
  /** A successful 3-D Secure authentication of the card for this charge (docs/api/three-ds.md). */
  threeDs?: { transStatus: "Y" | "A"; eci: string | null; authenticationValue: string | null; dsTransId: string };
  /** Authorize and capture in one call (an approved answer then says `captured: true`). */
  capture?: boolean;
}

/** The card behind a wallet token, as the acquirer reports it (never the full number). */
export interface WalletCard {
  brand: string;
  lastFour: string;
  firstSix: string;
  holderName: string | null;
}

export type AuthorizeResult =
  | {
      approved: true;
      acquirerReference: string;
      authorizationCode: string;
      walletCard?: WalletCard;
      /** True when the request asked to capture as well and the capture was made. */
      captured?: boolean;
    }
  | {
      approved: false;
      acquirerReference: string | null;
      failureCode: ChargeFailureCode;
      failureMessage: string;
      walletCard?: WalletCard;
    };

export type OperationResult =
  { ok: true; acquirerReference: string } | { ok: false; failureCode: ChargeFailureCode; failureMessage: string };

export interface Acquirer {
  authorize(req: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Captures up to the authorized amount; the rest of the authorization is released. */
  capture(req: { idempotencyKey: string; acquirerReference: string; amount: number }): Promise<OperationResult>;
  /** Releases an authorization that was not captured. */
  void(req: { idempotencyKey: string; acquirerReference: string }): Promise<OperationResult>;
  refund(req: {
    idempotencyKey: string;
    acquirerReference: string;
    amount: number;
    reference: string;
  }): Promise<OperationResult>;
  /**
   * The answer the acquirer gave to the authorization with this key, or undefined when it never
   * received it. The recovery sweep asks this instead of authorizing again: it no longer has the card.
   */
  authorizationOf(idempotencyKey: string): Promise<AuthorizeResult | undefined>;
  /**
   * The dispute path (docs/api/disputes.md). The acquirer tells us of a dispute with a DisputeNotification, which
   * server/money/disputes/receive-dispute-notification.ts books; the merchant's evidence goes back through this
   * call. The answer may carry the issuer's decision at once (the sandbox decides by the evidence's text); a real
   * acquirer answers `pending` and notifies the outcome later.
   */
  submitDisputeEvidence(req: {
    idempotencyKey: string;
    disputeReference: string;
    evidenceText: string;
  }): Promise<{ outcome: "won" | "lost" | "pending" }>;
}

/** What an acquirer notifies when a cardholder disputes a captured charge. */
export interface DisputeNotification {
  /** The acquirer's id of the dispute: notified twice, it is booked once. */
  disputeReference: string;
  /** The charge's reference at the acquirer (`acquirer_reference` of the charge). */
  chargeReference: string;
  amount: number;
  network: string;
  networkReasonCode: string;
  /** The acquirer's category of the code (several codes share one; one code can mean two here). */
  reason: DisputeReason;
  /** A retrieval request moves no money yet; a chargeback withdraws the amount at once. */
  kind: "inquiry" | "chargeback";
  dueBy: Date;
}
