import { and, eq, isNull } from "drizzle-orm";
import { recipients } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { byIdInTenant, tenantWhere } from "@/server/platform/tenancy";
import type { PixKeyType } from "@/server/universal/pix-keys";
import { maskAccountNumber, maskDocument, maskEmail, maskPhone, maskRandomKey } from "./mask";

export type RecipientType = "bank_account" | "pix_key";
export type AccountType = "checking" | "savings" | "payment";
export type { PixKeyType };

/** A recipient as the server holds it; documents and account numbers are in clear here only. */
export interface RecipientRecord {
  id: string;
  merchantId: string;
  type: RecipientType;
  // bank_account
  bankCode: string | null;
  branch: string | null;
  branchCheckDigit: string | null;
  accountNumber: string | null;
  accountCheckDigit: string | null;
  accountType: AccountType | null;
  holderName: string | null;
  /** Digits only (or the alphanumeric CNPJ, upper case). */
  holderDocument: string | null;
  // pix_key
  keyType: PixKeyType | null;
  key: string | null;
  /** No payout to it before this instant (the cooling-off of a new or changed destination). */
  payoutsFrom: Date;
}

type RecipientRow = typeof recipients.$inferSelect;

export function recordOf(row: RecipientRow): RecipientRecord {
  return {
    id: row.id,
    merchantId: row.merchantId,
    type: row.type,
    bankCode: row.bankCode,
    branch: row.branch,
    branchCheckDigit: row.branchCheckDigit,
    accountNumber: row.accountNumber,
    accountCheckDigit: row.accountCheckDigit,
    accountType: row.accountType,
    holderName: row.holderName,
    holderDocument: row.holderDocument,
    keyType: row.keyType,
    key: row.key,
    payoutsFrom: row.payoutsFrom,
  };
}

/** The merchant's current (primary) recipients; replaced ones are kept (soft) for withdrawal history. */
export async function primaryRecipients(
  ctx: Ctx,
  merchantId: string,
): Promise<Partial<Record<RecipientType, RecipientRecord>>> {
  const db = await executor(ctx);
  const rows = await db
    .select()
    .from(recipients)
    .where(
      and(
        eq(recipients.merchantId, merchantId),
        tenantWhere(ctx, recipients.merchantId),
        isNull(recipients.replacedAt),
      ),
    );
  const out: Partial<Record<RecipientType, RecipientRecord>> = {};
  for (const row of rows) out[row.type] = recordOf(row);
  return out;
}

/** A recipient by id even if replaced (for receipts of old withdrawals), within the tenant. */
export async function recipientById(ctx: Ctx, id: string): Promise<RecipientRecord | undefined> {
  const db = await executor(ctx);
  const [row] = await db
    .select()
    .from(recipients)
    .where(byIdInTenant(ctx, recipients, id))
    .limit(1);
  return row ? recordOf(row) : undefined;
}

function maskPixKey(keyType: PixKeyType, key: string): string {
  switch (keyType) {
    case "cpf":
    case "cnpj":
      return maskDocument(key);
    case "email":
      return maskEmail(key);
    case "phone":
      return maskPhone(key);
    case "random":
      return maskRandomKey(key);
  }
}

/** The masked API view (also what lists, events and receipts show). */
export function maskRecipient(r: RecipientRecord): Record<string, unknown> {
  if (r.type === "pix_key") {
    return {
      id: r.id,
      merchant_id: r.merchantId,
      type: r.type,
      key_type: r.keyType,
      key: r.keyType && r.key ? maskPixKey(r.keyType, r.key) : null,
    };
  }
  return {
    id: r.id,
    merchant_id: r.merchantId,
    type: r.type,
    bank_code: r.bankCode,
    branch: r.branch,
    branch_check_digit: r.branchCheckDigit,
    account_number: r.accountNumber ? maskAccountNumber(r.accountNumber) : null,
    account_check_digit: r.accountCheckDigit,
    account_type: r.accountType,
    holder_name: r.holderName,
    holder_document: r.holderDocument ? maskDocument(r.holderDocument) : null,
    holder_document_type: r.holderDocument ? (r.holderDocument.length === 11 ? "cpf" : "cnpj") : null,
  };
}
