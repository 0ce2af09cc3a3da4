import type { WithdrawalFailureCode, WithdrawalMethod } from "@/db/vocabularies";
/**
 * The seam to a bank payout rail (SPI for Pix, STR/CIP for TED). The sandbox implements it; a real
 * provider would implement the same call over its own API. `reference` is our withdrawal id, so a
 * provider can de-duplicate a transfer asked again after a crash: asking twice never pays twice.
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

export interface BankRail {
  transfer(req: TransferRequest): Promise<TransferResult>;
}
