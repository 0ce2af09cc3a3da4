import { maskRecipient, type RecipientRecord } from "./primary-recipients";

/**
 * A recipient in one line, masked as the API masks it, for notices and e-mail: the Pix key, or the bank, branch
 * and account. Without words, so that one label serves every language.
 */
export function destinationLabel(recipient: RecipientRecord, bankName: string | null | undefined): string {
  const masked = maskRecipient(recipient);
  if (recipient.type === "pix_key") return String(masked.key);
  const bank = bankName ? `${bankName} (${recipient.bankCode})` : String(recipient.bankCode);
  const branch = recipient.branchCheckDigit ? `${recipient.branch}-${recipient.branchCheckDigit}` : recipient.branch;
  return `${bank} ${branch} / ${String(masked.account_number)}-${recipient.accountCheckDigit}`;
}
