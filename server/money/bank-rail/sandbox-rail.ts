import { createHash } from "node:crypto";
import { lookupSandboxPixKey, SANDBOX_PIX_KEY_BANK } from "./sandbox-pix-directory";
import type { BankRail, TransferRequest, TransferResult } from "./types";

/**
 * The sandbox rail: nothing leaves the process. The outcome comes from the amount's last two digits
 * (centavos), so that tests and integrators can force each path (docs/api/withdrawals.md):
 */
export const SANDBOX_RAIL_OUTCOMES = {
  "51": {
    failureCode: "recipient_account_invalid",
    failureMessage: "The destination account does not exist or is closed.",
  },
  "52": { failureCode: "recipient_bank_unavailable", failureMessage: "The destination bank did not answer in time." },
  "53": {
    failureCode: "rejected_by_destination",
    failureMessage: "The destination institution rejected the transfer.",
  },
} as const satisfies Record<string, { failureCode: string; failureMessage: string }>;

/** `…54`: the rail keeps the transfer in processing (a settlement that has not come back yet). */
export const SANDBOX_STAYS_PROCESSING = "54";

function railReference(req: TransferRequest): string {
  // Deterministic by our reference: asking again answers the same transfer.
  return `sbx_${req.method}_${createHash("sha256").update(req.reference).digest("hex").slice(0, 24)}`;
}

export const sandboxRail: BankRail = {
  async transfer(req: TransferRequest): Promise<TransferResult> {
    const cents = String(req.amount % 100).padStart(2, "0");
    const reference = railReference(req);
    const failure = SANDBOX_RAIL_OUTCOMES[cents as keyof typeof SANDBOX_RAIL_OUTCOMES];
    if (failure) return { status: "failed", railReference: reference, ...failure };
    if (cents === SANDBOX_STAYS_PROCESSING) return { status: "processing", railReference: reference };
    const creditedBankCode = req.destination.type === "bank_account" ? req.destination.bankCode : SANDBOX_PIX_KEY_BANK;
    return { status: "completed", railReference: reference, creditedBankCode };
  },
  async lookupPixKey(req) {
    return lookupSandboxPixKey(req);
  },
};
