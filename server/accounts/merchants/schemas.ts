import { z } from "zod";
import { pageQuery } from "@/server/platform/lists/pagination";
import { userSchema } from "@/server/accounts/users/schemas";

export const merchantStatusSchema = z.enum(["active", "inactive"]);

const documentField = z
  .string()
  .trim()
  .min(11)
  .max(30)
  .meta({ description: "CPF or CNPJ, with or without punctuation; stored without it. Check digits are verified." });

export const merchantSchema = z
  .object({
    object: z.literal("merchant"),
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    document: z.string().nullable().meta({ description: "CPF (11 digits) or CNPJ (14 characters), no punctuation." }),
    document_type: z.enum(["cpf", "cnpj"]).nullable(),
    status: merchantStatusSchema.meta({
      description: "`inactive`: suspended; its keys answer 401 and its users' sessions end.",
    }),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "Merchant" });

export type MerchantView = z.infer<typeof merchantSchema>;

export const listMerchantsQuery = z
  .strictObject({
    ...pageQuery,
    search: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .meta({ description: "Part of the name or e-mail, or the document's digits." }),
    status: merchantStatusSchema.optional(),
  })
  .meta({ id: "ListMerchantsQuery" });

export const createMerchantBody = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    email: z.email().max(254).meta({ description: "The merchant's contact and its first dashboard user's e-mail." }),
    document: documentField.optional(),
    password: z.string().min(12).max(200).optional().meta({
      description: "The first user's password; when left out one is generated and answered once.",
    }),
  })
  .meta({ id: "CreateMerchantRequest" });

export const createdMerchantSchema = z
  .object({
    merchant: merchantSchema,
    user: userSchema,
    password: z.string().nullable().meta({
      description: "The generated password of the first user, answered only here; null when the request gave one.",
    }),
  })
  .meta({ id: "CreatedMerchant" });

export const updateMerchantBody = z
  .strictObject({
    name: z.string().trim().min(1).max(200).optional(),
    document: documentField.nullable().optional(),
    status: merchantStatusSchema.optional().meta({
      description: "`inactive` suspends the merchant (keys 401, sessions end); `active` reactivates it.",
    }),
  })
  .refine((b) => Object.keys(b).length > 0, { message: "Send at least one field." })
  .meta({ id: "UpdateMerchantRequest" });

export const securitySettingsSchema = z
  .object({
    object: z.literal("security_settings"),
    merchant_id: z.uuid(),
    require_two_factor: z.boolean().meta({
      description:
        "Every dashboard user of the merchant must use TOTP: one without it may only enrol (pages go to the enrolment, `/v1` calls answer 403 `totp_enrolment_required`), and none may turn it off.",
    }),
  })
  .meta({ id: "SecuritySettings" });

export type SecuritySettingsView = z.infer<typeof securitySettingsSchema>;

export const updateSecuritySettingsBody = z
  .strictObject({ require_two_factor: z.boolean() })
  .meta({ id: "UpdateSecuritySettingsRequest" });

export const listMerchantUsersQuery = z.strictObject({ ...pageQuery });
