import { and, eq, isNull } from "drizzle-orm";
import { banks, merchants, recipients } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { NotFoundError, ValidationError } from "@/server/platform/errors";
import { newId } from "@/server/platform/ids";
import { recordOf, type RecipientType } from "./primary-recipients";
import { presentRecipient } from "./present-recipient";
import { recipientMerchant } from "./recipient-merchant";
import type { BankAccountInput, PixKeyInput } from "./schemas";

export type SetRecipientInput =
  { type: "bank_account"; body: BankAccountInput } | { type: "pix_key"; body: PixKeyInput };

type RecipientFields = Omit<typeof recipients.$inferInsert, "id" | "merchantId" | "createdAt" | "replacedAt">;

function fieldsOf(input: SetRecipientInput): RecipientFields {
  const none = {
    bankCode: null,
    branch: null,
    branchCheckDigit: null,
    accountNumber: null,
    accountCheckDigit: null,
    accountType: null,
    holderName: null,
    holderDocument: null,
    keyType: null,
    key: null,
  } satisfies Omit<RecipientFields, "type">;
  if (input.type === "pix_key") return { ...none, type: "pix_key", keyType: input.body.key_type, key: input.body.key };
  const b = input.body;
  return {
    ...none,
    type: "bank_account",
    bankCode: b.bank_code,
    branch: b.branch,
    branchCheckDigit: b.branch_check_digit ?? null,
    accountNumber: b.account_number,
    accountCheckDigit: b.account_check_digit,
    accountType: b.account_type,
    holderName: b.holder_name,
    holderDocument: b.holder_document,
  };
}

function sameFields(a: RecipientFields, b: Record<keyof RecipientFields, unknown>): boolean {
  return (Object.keys(a) as (keyof RecipientFields)[]).every((k) => (a[k] ?? null) === (b[k] ?? null));
}

/**
 * Creates or replaces the merchant's primary recipient of a type. The one it replaces is kept
 * (`replaced_at`) for the withdrawals made to it; sending the same recipient again changes nothing.
 */
export async function setRecipient({
  ctx,
  input,
  merchantId: requested,
}: {
  ctx: Ctx;
  input: SetRecipientInput;
  merchantId?: string;
}) {
  const merchantId = recipientMerchant(ctx, requested);
  const fields = fieldsOf(input);
  return inTransaction(ctx, async (tctx) => {
    const { tx } = tctx;
    // Concurrent replacements of one merchant's recipients queue here, so exactly one stays primary.
    const [merchant] = await tx
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.id, merchantId))
      .for("update");
    if (!merchant) throw new NotFoundError("merchant");

    let bank: typeof banks.$inferSelect | null = null;
    if (fields.bankCode) {
      [bank = null] = await tx.select().from(banks).where(eq(banks.code, fields.bankCode)).limit(1);
      if (!bank) {
        throw new ValidationError(
          "bank_code: No bank with this COMPE code in the directory (GET /v1/banks).",
          "bank_code",
          undefined,
          "unknown_bank",
        );
      }
    }

    const current = and(
      eq(recipients.merchantId, merchantId),
      eq(recipients.type, input.type satisfies RecipientType),
      isNull(recipients.replacedAt),
    );
    const [existing] = await tx.select().from(recipients).where(current).limit(1);
    if (existing && sameFields(fields, recordOf(existing)))
      return { outcome: "unchanged" as const, recipient: presentRecipient(existing, bank) };

    const now = ctx.now();
    if (existing) await tx.update(recipients).set({ replacedAt: now }).where(eq(recipients.id, existing.id));
    const [row] = await tx
      .insert(recipients)
      .values({ id: newId(), merchantId, createdAt: now, ...fields })
      .returning();
    return { outcome: existing ? ("replaced" as const) : ("created" as const), recipient: presentRecipient(row, bank) };
  });
}
