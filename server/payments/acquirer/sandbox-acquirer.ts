import { randomInt } from "node:crypto";
import { newId } from "@/server/platform/ids";
import { processSingleton } from "@/server/platform/process/singleton";
import type { Acquirer, AuthorizeRequest, AuthorizeResult, OperationResult } from "./types";
import { isExpired, testCardOutcome, testCardRequiresAuthentication } from "./test-cards";
import { cardOfSandboxToken } from "./apple-pay-sandbox";
import { withArticle } from "@/server/universal/with-article";

function authorizationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

function ok(): OperationResult {
  return { ok: true, acquirerReference: `sbx_${newId()}` };
}

type Kind = "authorize" | "capture" | "void" | "refund";

/** What the sandbox did, once per idempotency key: tests read it to count effects (a capture made twice). */
export interface SandboxEffect {
  key: string;
  kind: Kind;
  /** The authorization's reference (the one an authorize answered, or the one a capture, void or refund names). */
  acquirerReference: string | null;
  amount: number | null;
}

/** The sandbox keeps the answers of the latest operations only: enough for any retry or recovery sweep. */
const REMEMBERED = 100_000;

const state = processSingleton("sandbox-acquirer", () => ({
  answers: new Map<string, { kind: Kind; answer: AuthorizeResult | OperationResult }>(),
  effects: [] as SandboxEffect[],
  /** Kinds whose next answer is lost after the operation was made (tests only: loseNextSandboxAnswer). */
  loseNext: new Set<Kind>(),
}));

/** A network failure after the acquirer acted: the operation was made, its answer never arrived. */
export class AcquirerAnswerLostError extends Error {
  constructor(kind: string) {
    super(`The sandbox acquirer's answer to ${withArticle(kind)} was lost (simulated network failure).`);
  }
}

/**
 * Tests only: the next operation of this kind is made (and remembered under its key) but answers with a
 * network error, as a connection reset after the acquirer acted would. Asking again with the same key answers.
 */
export function loseNextSandboxAnswer(kind: Kind): void {
  state.loseNext.add(kind);
}

/** The sandbox's effects, oldest first (tests). */
export function sandboxEffects(): readonly SandboxEffect[] {
  return state.effects;
}

/**
 * Same key, same answer, no second effect: what every real acquirer's idempotency keys promise, and
 * what lets the service ask again after a crash (docs/api/acquirer-operations.md). A key reused for
 * another kind of operation is a bug of ours, refused loudly.
 */
async function once<T extends AuthorizeResult | OperationResult>(
  kind: Kind,
  key: string,
  effect: { acquirerReference: string | null; amount: number | null },
  make: () => T,
): Promise<T> {
  const known = state.answers.get(key);
  if (known) {
    if (known.kind !== kind)
      throw new Error(`Acquirer idempotency key ${key} was used for ${withArticle(known.kind)}.`);
    return known.answer as T;
  }
  const answer = make();
  state.answers.set(key, { kind, answer });
  const reference =
    kind === "authorize" ? (answer as AuthorizeResult).acquirerReference : (effect.acquirerReference ?? null);
  state.effects.push({ key, kind, acquirerReference: reference, amount: effect.amount });
  if (state.answers.size > REMEMBERED) {
    const oldest = state.answers.keys().next().value;
    if (oldest !== undefined) state.answers.delete(oldest);
    state.effects.splice(0, state.effects.length - REMEMBERED);
  }
  if (state.loseNext.delete(kind)) throw new AcquirerAnswerLostError(kind);
  return answer;
}

function decide(req: AuthorizeRequest): AuthorizeResult {
  const reference = `sbx_${newId()}`;
  const captured = req.capture ? { captured: true } : {};
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
    return {
      approved: true,
      acquirerReference: reference,
      authorizationCode: authorizationCode(),
      walletCard,
      ...captured,
    };
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
  return { approved: true, acquirerReference: reference, authorizationCode: authorizationCode(), ...captured };
}

/**
 * The sandbox acquirer: outcomes come from the test cards (docs/api/test-cards.md); nothing leaves the
 * process. Its memory of keys is the process's: a restart forgets them, as if the sandbox were reset.
 */
export const sandboxAcquirer: Acquirer = {
  async authorize(req) {
    return once("authorize", req.idempotencyKey, { acquirerReference: null, amount: req.amount }, () => decide(req));
  },
  async capture(req) {
    return once("capture", req.idempotencyKey, req, ok);
  },
  async void(req) {
    return once("void", req.idempotencyKey, { acquirerReference: req.acquirerReference, amount: null }, ok);
  },
  async refund(req) {
    return once("refund", req.idempotencyKey, req, ok);
  },
  async authorizationOf(key) {
    const known = state.answers.get(key);
    return known?.kind === "authorize" ? (known.answer as AuthorizeResult) : undefined;
  },
  async submitDisputeEvidence(req) {
    return { outcome: sandboxDisputeOutcome(req.evidenceText) };
  },
};

/**
 * How the sandbox issuer decides a submitted dispute (docs/api/disputes.md, "Sandbox outcomes"), as Stripe's
 * test mode does: evidence containing `winning_evidence` wins, `losing_evidence` loses, anything else stays
 * under review until an admin decides (POST /v1/disputes/{id}/close or `dispute-close`).
 */
export function sandboxDisputeOutcome(evidenceText: string): "won" | "lost" | "pending" {
  if (evidenceText.includes("winning_evidence")) return "won";
  if (evidenceText.includes("losing_evidence")) return "lost";
  return "pending";
}
