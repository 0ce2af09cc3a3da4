import { randomToken } from "@/server/platform/ids";

/**
 * The sandbox Apple Pay wallet: the checkout's payment sheet offers these cards and hands the
 * acquirer an opaque payment token naming one of them, the way a real sheet hands an encrypted
 * token. The full numbers never leave the server.
 */
export interface SandboxWalletCard {
  key: string;
  brand: string;
  /** What the sandbox acquirer will answer for this card. */
  outcome: "approved" | "card_declined" | "insufficient_funds";
  number: string;
  holderName: string;
}

export const SANDBOX_WALLET_CARDS: SandboxWalletCard[] = [
  { key: "visa", brand: "visa", outcome: "approved", number: "4111111111111111", holderName: "Apple Pay Sandbox" },
  {
    key: "mastercard",
    brand: "mastercard",
    outcome: "approved",
    number: "5555555555554444",
    holderName: "Apple Pay Sandbox",
  },
  {
    key: "declined",
    brand: "visa",
    outcome: "card_declined",
    number: "4000000000000002",
    holderName: "Apple Pay Sandbox",
  },
  {
    key: "insufficient",
    brand: "visa",
    outcome: "insufficient_funds",
    number: "4000000000009995",
    holderName: "Apple Pay Sandbox",
  },
];

const PREFIX = "applepay_sandbox";

/** What the sandbox sheet produces when the buyer confirms with a card. */
export function sandboxPaymentToken(cardKey: string): string {
  return `${PREFIX}.${cardKey}.${randomToken(12)}`;
}

/** The card behind a sandbox token, or undefined for a token the sandbox never issued. */
export function cardOfSandboxToken(token: string): SandboxWalletCard | undefined {
  const [prefix, key, nonce] = token.split(".");
  if (prefix !== PREFIX || !nonce) return undefined;
  return SANDBOX_WALLET_CARDS.find((c) => c.key === key);
}
