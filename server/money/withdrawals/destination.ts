import type { WithdrawalMethod } from "@/db/vocabularies";
import type { Ctx } from "@/server/platform/context";
import { primaryRecipients, type RecipientRecord } from "@/server/money/recipients/primary-recipients";

export type Destination =
  | { available: true; recipient: RecipientRecord }
  | { available: false; reason: "pix_recipient_required" | "bank_account_required" };

/**
 * The recipient a method pays (docs/api/withdrawals.md): Pix goes to the Pix key, or to the bank
 * account when there is no key (Pix also reaches an account by its data); TED needs the bank account.
 */
export function destinationFor(
  method: WithdrawalMethod,
  recipients: Partial<Record<"bank_account" | "pix_key", RecipientRecord>>,
): Destination {
  if (method === "pix") {
    const recipient = recipients.pix_key ?? recipients.bank_account;
    return recipient ? { available: true, recipient } : { available: false, reason: "pix_recipient_required" };
  }
  return recipients.bank_account
    ? { available: true, recipient: recipients.bank_account }
    : { available: false, reason: "bank_account_required" };
}

export async function destinationsOf(ctx: Ctx, merchantId: string) {
  const recipients = await primaryRecipients(ctx, merchantId);
  return { pix: destinationFor("pix", recipients), ted: destinationFor("ted", recipients) };
}
