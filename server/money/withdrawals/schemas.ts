import { z } from "zod";
import { withdrawalStatuses } from "@/db/schema";
import { accountTypes, pixKeyTypes } from "@/db/schema/recipients";
import { RECEIPT_LOCALES, WITHDRAWAL_APPROVALS, WITHDRAWAL_METHODS } from "@/db/vocabularies";
import { queryDate } from "@/server/platform/lists/pagination";

/** R$ 10 million: far above any Pix or TED limit, far below the integers' edge. */
export const MAX_WITHDRAWAL_AMOUNT = 1_000_000_000;

const amount = z
  .number()
  .int()
  .positive()
  .max(MAX_WITHDRAWAL_AMOUNT)
  .meta({ description: "Centavos that reach the recipient; the fee is charged on top.", example: 15000 });
const method = z.enum(WITHDRAWAL_METHODS).meta({ description: "`pix` (instant, any day) or `ted` (bank window)." });
const currency = z.string().regex(/^[A-Z]{3}$/, { message: "Must be an ISO-4217 code in upper case." });
const merchantFilter = z
  .uuid()
  .optional()
  .meta({ description: "Admins: one merchant's withdrawals. A merchant naming another merchant gets 403." });

export const createWithdrawalBody = z
  .strictObject({
    amount,
    method,
    description: z.string().trim().min(1).max(140).optional(),
  })
  .meta({ id: "CreateWithdrawalRequest" });

/** Withdrawals page with `per_page` (not `limit`), as the interface document names it. */
export const listWithdrawalsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1).meta({ description: "Page number, from 1." }),
  per_page: z.coerce.number().int().min(1).max(100).default(20).meta({ description: "Items per page, 1–100." }),
  status: z.enum(withdrawalStatuses).optional(),
  method: method.optional(),
  currency: currency.optional(),
  merchant_id: merchantFilter,
});

export const feeQuery = z.strictObject({
  amount: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_WITHDRAWAL_AMOUNT)
    .meta({ description: "Centavos that would reach the recipient." }),
  method,
});

export const methodsQuery = z.strictObject({ merchant_id: merchantFilter });

export const summaryQuery = z.strictObject({
  merchant_id: merchantFilter,
  currency: currency.optional(),
  date_from: queryDate.optional().meta({ description: "Requested at or after (a date is the start of that UTC day)." }),
  date_to: queryDate.optional().meta({ description: "Requested at or before (a date includes that whole UTC day)." }),
});

export const receiptQuery = z.strictObject({
  locale: z.enum(RECEIPT_LOCALES).default("pt-BR").meta({ description: "Language of the receipt." }),
});

const bankSchema = z.object({ code: z.string(), ispb: z.string(), name: z.string() }).meta({ id: "WithdrawalBank" });

/**
 * The recipient as it was when the withdrawal was made (server/money/recipients/primary-recipients.ts
 * `maskRecipient`): a snapshot, so later changes of the merchant's recipients never rewrite history.
 */
const withdrawalRecipientSchema = z
  .discriminatedUnion("type", [
    z
      .object({
        id: z.uuid(),
        merchant_id: z.uuid(),
        type: z.literal("bank_account"),
        bank_code: z.string().nullable(),
        branch: z.string().nullable(),
        branch_check_digit: z.string().nullable(),
        account_number: z.string().nullable().meta({ description: "Masked.", example: "**3456" }),
        account_check_digit: z.string().nullable(),
        account_type: z.enum(accountTypes).nullable(),
        holder_name: z.string().nullable(),
        holder_document: z.string().nullable().meta({ description: "Masked.", example: "***.379.955-**" }),
        holder_document_type: z
          .enum(["cpf", "cnpj"])
          .nullable()
          .meta({ description: "Null on withdrawals made before it was recorded." }),
      })
      .meta({ id: "WithdrawalBankAccountRecipient" }),
    z
      .object({
        id: z.uuid(),
        merchant_id: z.uuid(),
        type: z.literal("pix_key"),
        key_type: z.enum(pixKeyTypes).nullable(),
        key: z.string().nullable().meta({ description: "Masked.", example: "+5511*****4321" }),
      })
      .meta({ id: "WithdrawalPixKeyRecipient" }),
  ])
  .meta({ description: "The recipient as it was when the withdrawal was made, masked." });

export type WithdrawalRecipientView = z.output<typeof withdrawalRecipientSchema>;

export const withdrawalSchema = z
  .object({
    id: z.uuid(),
    merchant_id: z.uuid(),
    method,
    status: z.enum(withdrawalStatuses).meta({
      description:
        "`pending_review`: past the merchant's daily total, waiting for an admin; `pending`: due at `scheduled_for`; " +
        "`rejected`: an admin refused it and the money is back in `main` (docs/api/risk.md).",
    }),
    amount: z.number().int().meta({ description: "Centavos that reach the recipient (the net of the transfer)." }),
    fee_amount: z.number().int().meta({ description: "The withdrawal fee of the merchant's pricing." }),
    total_amount: z.number().int().meta({ description: "`amount` + `fee_amount`: what left the available balance." }),
    currency: z.string(),
    description: z.string().nullable(),
    recipient: withdrawalRecipientSchema,
    bank: bankSchema
      .nullable()
      .meta({ description: "The institution credited (for a Pix key, known once the transfer completes)." }),
    scheduled_for: z.iso
      .datetime()
      .meta({ description: "When the bank rail takes it: at once for Pix, the next TED window for TED." }),
    failure_code: z.string().nullable(),
    failure_message: z.string().nullable(),
    authentication_code: z
      .string()
      .nullable()
      .meta({ description: "Printed on the receipt once completed; `GET /v1/receipts/{code}` verifies it." }),
    approval: z.enum(WITHDRAWAL_APPROVALS).nullable().meta({
      description:
        "`automatic`: within the merchant's daily total; `manual`: an admin decided; null while `pending_review`.",
    }),
    reason: z.string().nullable().meta({ description: "The admin's words on approving or rejecting it." }),
    receipt_url: z.string().nullable().meta({ description: "The PNG receipt, once completed." }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    processing_at: z.iso.datetime().nullable(),
    completed_at: z.iso.datetime().nullable(),
    failed_at: z.iso.datetime().nullable(),
    canceled_at: z.iso.datetime().nullable(),
    approved_at: z.iso.datetime().nullable(),
    rejected_at: z.iso.datetime().nullable(),
  })
  .meta({ id: "Withdrawal" });

export const withdrawalDecisionBody = z
  .strictObject({
    reason: z.string().trim().min(1).max(500).optional().meta({ description: "Shown to the merchant." }),
  })
  .meta({ id: "WithdrawalDecision" });

/** R$ 100 million a day: above any merchant's real need, far below the integers' edge. */
export const MAX_DAILY_WITHDRAWAL_AMOUNT = 10_000_000_000;

const dailyMax = z.number().int().min(0).max(MAX_DAILY_WITHDRAWAL_AMOUNT);

export const updateWithdrawalSettingsBody = z
  .strictObject({
    daily_max_amount: dailyMax.meta({
      description:
        "Most a merchant's withdrawals may take out without an admin in any 24 hours, centavos; 0 sends every " +
        "withdrawal to review.",
      example: 5_000_000,
    }),
  })
  .meta({ id: "UpdateWithdrawalSettingsRequest" });

export const withdrawalSettingsSchema = z
  .object({
    merchant_id: z.uuid(),
    daily_max_amount: dailyMax.meta({
      description: "Most withdrawn without an admin in any 24 hours, centavos (default 5 000 000, R$ 50.000,00).",
    }),
    daily_used_amount: z
      .number()
      .int()
      .meta({
        description:
          "Amounts of the withdrawals made in the last 24 hours that went on without an admin (not failed, canceled " +
          "or rejected).",
      }),
    daily_remaining_amount: z.number().int().meta({
      description: "What a withdrawal may still take now without waiting for an admin.",
    }),
  })
  .meta({ id: "WithdrawalSettings" });

export const withdrawalPaginationSchema = z
  .object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
  })
  .meta({ id: "WithdrawalPagination" });

export const feeSchema = z
  .object({
    method,
    amount: z.number().int(),
    fee_amount: z.number().int(),
    total_amount: z.number().int().meta({ description: "What a withdrawal of `amount` takes from the balance." }),
    currency: z.string(),
  })
  .meta({ id: "WithdrawalFee" });

export const methodSchema = z
  .object({
    method,
    available: z.boolean(),
    recipient_type: z
      .enum(["bank_account", "pix_key"])
      .nullable()
      .meta({ description: "The recipient the money would go to; null when unavailable." }),
    unavailable_reason: z
      .enum(["pix_recipient_required", "bank_account_required"])
      .nullable()
      .meta({ description: "Why not: set a Pix key or a bank account (`PUT /v1/recipients/{type}`)." }),
    fee_amount: z.number().int(),
    timing: z.enum(["instant", "bank_window"]),
  })
  .meta({ id: "WithdrawalMethod" });

const totals = { count: z.number().int(), amount: z.number().int(), fee_amount: z.number().int() };

export const summarySchema = z
  .object({
    date_from: z.string().nullable(),
    date_to: z.string().nullable(),
    totals: z.object(totals),
    by_status: z.array(z.object({ status: z.enum(withdrawalStatuses), ...totals })).meta({
      description: "Every status, zeros included.",
    }),
    by_method: z.array(z.object({ method, ...totals })).meta({ description: "Every method, zeros included." }),
    withdrawn_amount: z.number().int().meta({ description: "Amounts of completed withdrawals." }),
    fees_paid: z.number().int().meta({ description: "Fees of completed withdrawals." }),
  })
  .meta({ id: "WithdrawalsSummary" });

export const receiptVerificationSchema = z
  .object({
    valid: z.literal(true),
    withdrawal_id: z.uuid(),
    authentication_code: z.string().meta({ description: "The code, in its printed form (groups of four)." }),
    merchant_name: z.string(),
    method,
    amount: z.number().int(),
    fee_amount: z.number().int(),
    currency: z.string(),
    bank: bankSchema.nullable(),
    completed_at: z.iso.datetime(),
  })
  .meta({ id: "WithdrawalReceiptVerification" });
