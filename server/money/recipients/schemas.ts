import { z } from "zod";
import { accountTypes, pixKeyTypes, recipientTypes } from "@/db/schema/recipients";
import { bankSchema } from "@/server/money/banks/schemas";
import { pageQuery } from "@/server/platform/lists/pagination";
import { canonicalDocument } from "@/server/universal/documents";
import { canonicalPixKey } from "@/server/universal/pix-keys";

export const recipientTypeSchema = z.enum(recipientTypes);

const merchantFilter = z
  .uuid()
  .optional()
  .meta({ description: "Admins only: the merchant concerned. A merchant always reaches its own." });

export const bankAccountBody = z
  .strictObject({
    bank_code: z
      .string()
      .regex(/^\d{3}$/, "The bank's COMPE code: 3 digits.")
      .meta({ description: "COMPE code of a bank in the directory (`GET /v1/banks`).", example: "341" }),
    branch: z
      .string()
      .regex(/^\d{4}$/, "The branch (agência): 4 digits.")
      .meta({ example: "0001" }),
    branch_check_digit: z
      .string()
      .regex(/^[0-9Xx]$/, "One digit, or X.")
      .transform((v) => v.toUpperCase())
      .nullable()
      .optional()
      .meta({ description: "Only for banks whose branches have one." }),
    account_number: z
      .string()
      .regex(/^\d{1,20}$/, "Digits only, without the check digit.")
      .meta({ example: "123456" }),
    account_check_digit: z
      .string()
      .regex(/^[0-9Xx]{1,2}$/, "One or two digits (or X).")
      .transform((v) => v.toUpperCase())
      .meta({ example: "7" }),
    account_type: z.enum(accountTypes),
    holder_name: z.string().trim().min(2).max(120).meta({ example: "Maria da Silva" }),
    holder_document: z
      .string()
      .transform((value, ctx) => {
        const doc = canonicalDocument(value);
        if (!doc) {
          ctx.addIssue({ code: "custom", message: "Not a valid CPF or CNPJ (check digits verified)." });
          return z.NEVER;
        }
        return doc.value;
      })
      .meta({
        description:
          "The holder's CPF or CNPJ, digits only or punctuated; the alphanumeric CNPJ (from July 2026) is accepted.",
        example: "295.379.955-93",
      }),
  })
  .meta({ id: "BankAccountRecipientRequest" });

export const pixKeyBody = z
  .strictObject({
    key_type: z.enum(pixKeyTypes),
    key: z.string().min(1).max(100).meta({
      description:
        "`cpf`/`cnpj`: check digits verified; `email`: at most 77 characters; `phone`: `+55`, area code and the mobile number; `random`: a UUID.",
      example: "+5511987654321",
    }),
  })
  .transform((body, ctx) => {
    const result = canonicalPixKey(body.key_type, body.key);
    if (!result.ok) {
      ctx.addIssue({ code: "custom", path: ["key"], message: result.message });
      return z.NEVER;
    }
    return { key_type: body.key_type, key: result.key };
  })
  .meta({ id: "PixKeyRecipientRequest" });

export type BankAccountInput = z.output<typeof bankAccountBody>;
export type PixKeyInput = z.output<typeof pixKeyBody>;
/** The body of `PUT /v1/recipients/{type}`, with its type. */
export type SetRecipientInput =
  { type: "bank_account"; body: BankAccountInput } | { type: "pix_key"; body: PixKeyInput };

export const recipientTypePath = z.object({
  type: recipientTypeSchema.meta({ description: "`bank_account` or `pix_key`." }),
});

export const recipientMerchantQuery = z.strictObject({ merchant_id: merchantFilter });

export const listRecipientsQuery = z.strictObject({
  ...pageQuery,
  merchant_id: merchantFilter,
  type: recipientTypeSchema.optional(),
});

const recipientBase = {
  id: z.uuid(),
  merchant_id: z.uuid(),
  created_at: z.iso.datetime(),
  status: z.enum(["pending_verification", "verified"]).meta({
    description:
      "`pending_verification`: new or changed, in its cooling-off period; withdrawals to it wait until `payouts_available_at` (docs/api/risk.md).",
  }),
  payouts_available_at: z.iso.datetime().meta({ description: "The first instant a payout may go to it." }),
};

export const bankAccountRecipientSchema = z
  .object({
    ...recipientBase,
    type: z.literal("bank_account"),
    bank_code: z.string(),
    bank: bankSchema.nullable().meta({ description: "The bank of the directory that `bank_code` names." }),
    branch: z.string(),
    branch_check_digit: z.string().nullable(),
    account_number: z.string().meta({ description: "Masked: only the last digits show.", example: "**3456" }),
    account_check_digit: z.string(),
    account_type: z.enum(accountTypes),
    holder_name: z.string(),
    holder_document: z.string().meta({ description: "Masked.", example: "***.379.955-**" }),
    holder_document_type: z.enum(["cpf", "cnpj"]),
  })
  .meta({ id: "BankAccountRecipient" });

export const pixKeyRecipientSchema = z
  .object({
    ...recipientBase,
    type: z.literal("pix_key"),
    key_type: z.enum(pixKeyTypes),
    key: z.string().meta({ description: "Masked.", example: "+5511*****4321" }),
  })
  .meta({ id: "PixKeyRecipient" });

export const recipientSchema = z
  .discriminatedUnion("type", [bankAccountRecipientSchema, pixKeyRecipientSchema])
  .meta({ id: "Recipient" });

export type BankAccountRecipientView = z.output<typeof bankAccountRecipientSchema>;
export type PixKeyRecipientView = z.output<typeof pixKeyRecipientSchema>;
export type RecipientView = z.output<typeof recipientSchema>;
