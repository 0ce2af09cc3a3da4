import type { WithdrawalFailureCode, WithdrawalMethod } from "@/db/vocabularies";
import type { PixKeyType } from "@/server/universal/pix-keys";
/**
 * The seam to a bank payout rail (SPI for Pix, STR/CIP for TED, DICT for Pix keys). The sandbox implements
 * it; a real provider would implement the same calls over its own API. `reference` is our withdrawal id, so
 * a provider can de-duplicate a transfer asked again after a crash: asking twice never pays twice.
 */
export interface TransferRequest {
  reference: string;
  method: WithdrawalMethod;
  amount: number;
  currency: string;
  destination:
    | { type: "pix_key"; keyType: string; key: string }
    | {
        type: "bank_account";
        bankCode: string;
        branch: string;
        accountNumber: string;
        accountCheckDigit: string;
        accountType: string;
        holderName: string;
        holderDocument: string;
      };
}

export type TransferResult =
  /** Credited. `creditedBankCode` is the COMPE code of the institution that received it (for a Pix key, as its directory answered). */
  | { status: "completed"; railReference: string; creditedBankCode: string }
  | { status: "failed"; railReference: string | null; failureCode: WithdrawalFailureCode; failureMessage: string }
  /** Taken, not settled yet: ask again later with the same reference. */
  | { status: "processing"; railReference: string };

/**
 * A Pix key to look up in the key directory (DICT). DICT asks who is looking (the payer's CPF/CNPJ), and
 * so does this seam: the merchant whose payouts the key would receive.
 */
export interface PixKeyLookupRequest {
  keyType: PixKeyType;
  /** Canonical form (server/universal/pix-keys.ts). */
  key: string;
  askedBy: { document: string };
}

/** Who owns a Pix key, as DICT answers a participant: the document in full (people are shown it masked). */
export interface PixKeyOwner {
  /** CPF (11 digits) or CNPJ (14 characters), without punctuation. */
  document: string;
  name: string;
  /** COMPE code of the institution that holds the key's account. */
  bankCode: string;
}

export type PixKeyLookupResult =
  | { status: "found"; owner: PixKeyOwner }
  /** No such key in the directory. */
  | { status: "not_found" }
  /** The directory did not answer: nothing can be concluded, ask again later. */
  | { status: "unavailable" };

export interface BankRail {
  transfer(req: TransferRequest): Promise<TransferResult>;
  lookupPixKey(req: PixKeyLookupRequest): Promise<PixKeyLookupResult>;
}
