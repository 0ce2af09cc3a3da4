import { eq } from "drizzle-orm";
import { merchants } from "@/db/schema";
import { bankRail } from "@/server/money/bank-rail";
import { executor, type Ctx } from "@/server/platform/context";
import { InvalidRequestError, NotFoundError, ServiceUnavailableError } from "@/server/platform/errors";
import { maskDocument } from "./mask";
import type { SetRecipientInput } from "./schemas";

/**
 * Payout destinations belong to the merchant (docs/api/risk.md): a bank account's holder document, and a Pix
 * key's owner as the key directory (DICT) answers it, must be the merchant's own CPF/CNPJ, exactly. A leaked
 * secret key can then point payouts only at accounts in the merchant's own name.
 */

/** The merchant's CPF/CNPJ; without one no destination can be proven its own, so none is accepted. */
export async function merchantDocumentOf(ctx: Ctx, merchantId: string): Promise<string> {
  const db = await executor(ctx);
  const [row] = await db
    .select({ document: merchants.document })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  if (!row) throw new NotFoundError("merchant");
  if (!row.document) {
    throw new InvalidRequestError(
      "merchant_document_required",
      "This merchant has no CPF/CNPJ on file, so no payout destination can be shown to be its own: an admin adds it first (PATCH /v1/merchants/{id}).",
    );
  }
  return row.document;
}

function notOwned(what: string, param: string): InvalidRequestError {
  return new InvalidRequestError(
    "recipient_not_owned",
    `${what} is not the merchant's own CPF/CNPJ: payouts go only to the merchant's own accounts and keys.`,
    param,
  );
}

/**
 * Refuses a destination that is not the merchant's own. A Pix key is looked up in the directory (outside any
 * transaction: it is a call to the rail); a bank account's holder document is compared as given.
 */
export async function checkOwnership(input: SetRecipientInput, merchantDocument: string): Promise<void> {
  if (input.type === "bank_account") {
    if (input.body.holder_document !== merchantDocument) throw notOwned("The holder document", "holder_document");
    return;
  }
  const found = await bankRail().lookupPixKey({
    keyType: input.body.key_type,
    key: input.body.key,
    askedBy: { document: merchantDocument },
  });
  if (found.status === "unavailable")
    throw new ServiceUnavailableError("The Pix key directory did not answer; nothing was changed. Retry in a moment.");
  if (found.status === "not_found")
    throw new InvalidRequestError("pix_key_not_found", "No such Pix key in the Pix key directory.", "key");
  if (found.owner.document !== merchantDocument)
    throw notOwned(`The key's owner (${maskDocument(found.owner.document)})`, "key");
}
