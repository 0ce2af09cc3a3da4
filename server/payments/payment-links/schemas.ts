import { z } from "zod";
import { pageQuery, queryDate } from "@/server/platform/lists/pagination";
import { metadataSchema } from "@/server/platform/validation/metadata";
import { config } from "@/server/platform/config";
import { LINK_DISABLED_METHODS_TEXT, MAX_INSTALLMENTS, PAYMENT_METHODS } from "@/server/universal/payment-methods";
import { paymentMethodSchema } from "@/server/payments/charges/schemas";

const color = z
  .string()
  .regex(/^#[0-9A-Fa-f]{6}$/, { message: "Must be a colour in the form #RRGGBB." })
  .transform((v) => v.toUpperCase())
  .meta({ example: "#0F766E" });

/** Absolute https URLs; http only outside production (local development shops). */
const webUrl = z
  .string()
  .max(2000)
  .refine(
    (v) => {
      let u: URL;
      try {
        u = new URL(v);
      } catch {
        return false;
      }
      return u.protocol === "https:" || (u.protocol === "http:" && !config().isProduction);
    },
    { message: "Must be an absolute https URL." },
  );

const fields = {
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000).nullable(),
  amount: z
    .number()
    .int()
    .positive()
    .max(100_000_000)
    .nullable()
    .meta({ description: "Centavos; null lets the buyer type the amount." }),
  currency: z.string().regex(/^[A-Z]{3}$/, { message: "Must be an ISO-4217 code in upper case." }),
  product_type: z.enum(["physical", "digital"]),
  allowed_payment_methods: z
    .array(paymentMethodSchema)
    .min(1)
    .max(PAYMENT_METHODS.length)
    .refine((v) => new Set(v).size === v.length, { message: "Must not repeat a method." })
    .meta({
      description: `Methods offered on the page; each must be enabled for the currency (${LINK_DISABLED_METHODS_TEXT} are disabled).`,
    }),
  max_installments: z
    .number()
    .int()
    .min(1)
    .max(MAX_INSTALLMENTS)
    .nullable()
    .meta({ description: `1–${MAX_INSTALLMENTS}; null means a single payment.` }),
  expires_at: z.iso.datetime({ offset: true }).nullable().meta({ description: "Must be in the future." }),
  max_uses: z.number().int().min(1).max(1_000_000).nullable().meta({
    description:
      'Successful payments the link accepts; null is unlimited. A Pix payment arriving after the last use was taken is returned to the payer (docs/api/pix.md, "Payment links").',
  }),
  metadata: metadataSchema.nullable(),
  redirect_url: webUrl
    .nullable()
    .meta({ description: "Where the buyer goes after paying, instead of the success page." }),
  primary_color: color.nullable(),
  summary_panel_color: color.nullable(),
  merchant_logo_url: webUrl.nullable().meta({ description: "An external logo; an uploaded logo replaces it." }),
};

export const createPaymentLinkBody = z
  .strictObject({
    title: fields.title,
    description: fields.description.optional(),
    amount: fields.amount.optional(),
    currency: fields.currency.default("BRL"),
    product_type: fields.product_type,
    allowed_payment_methods: fields.allowed_payment_methods,
    max_installments: fields.max_installments.optional(),
    expires_at: fields.expires_at.optional(),
    max_uses: fields.max_uses.optional(),
    metadata: fields.metadata.optional(),
    redirect_url: fields.redirect_url.optional(),
    primary_color: fields.primary_color.optional(),
    summary_panel_color: fields.summary_panel_color.optional(),
    merchant_logo_url: fields.merchant_logo_url.optional(),
  })
  .meta({ id: "CreatePaymentLinkRequest" });

export const updatePaymentLinkBody = z
  .strictObject({
    title: fields.title.optional(),
    description: fields.description.optional(),
    amount: fields.amount.optional(),
    currency: fields.currency.optional(),
    product_type: fields.product_type.optional(),
    allowed_payment_methods: fields.allowed_payment_methods.optional(),
    max_installments: fields.max_installments.optional(),
    expires_at: fields.expires_at.optional(),
    max_uses: fields.max_uses.optional(),
    status: z.enum(["active", "inactive"]).optional(),
    metadata: fields.metadata.optional(),
    redirect_url: fields.redirect_url.optional(),
    primary_color: fields.primary_color.optional(),
    summary_panel_color: fields.summary_panel_color.optional(),
    merchant_logo_url: fields.merchant_logo_url.optional(),
  })
  .meta({ id: "UpdatePaymentLinkRequest" });

export const listPaymentLinksQuery = z.strictObject({
  ...pageQuery,
  status: z.enum(["active", "inactive"]).optional(),
  search: z.string().trim().min(1).max(100).optional().meta({ description: "Part of the title or description." }),
  date_from: queryDate.optional().meta({ description: "Created at or after (a date is the start of that UTC day)." }),
  date_to: queryDate.optional().meta({ description: "Created at or before (a date includes that whole UTC day)." }),
});

export const uploadImageBody = z
  .strictObject({
    file: z
      .string()
      .min(1)
      .meta({ description: "The image as base64 or a data URL; PNG, JPEG or WebP, recognised by its bytes." }),
  })
  .meta({ id: "UploadImageRequest" });

const imageSchema = z
  .object({
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    content_type: z.string(),
    bytes: z.number().int(),
  })
  .meta({ id: "PaymentLinkImage" });

export const paymentLinkSchema = z
  .object({
    id: z.uuid(),
    merchant_id: z.uuid(),
    url: z.string().meta({ description: "The hosted checkout, /pay/{id}, on the service's public base URL." }),
    title: z.string(),
    description: z.string().nullable(),
    amount: z.number().int().nullable(),
    currency: z.string(),
    product_type: z.enum(["physical", "digital"]),
    allowed_payment_methods: z.array(paymentMethodSchema),
    max_installments: z.number().int().nullable(),
    expires_at: z.iso.datetime().nullable(),
    max_uses: z.number().int().nullable(),
    uses: z.number().int().meta({
      description:
        "Uses taken from `max_uses`: payments made, plus Apple Pay checkouts still in progress (given back if they fail or expire). A declined payment does not count, nor a Pix code shown and not paid (a Pix takes its use when it is paid; docs/api/pix.md). For a count of payments, read `payments`.",
    }),
    status: z.enum(["active", "inactive"]),
    availability: z
      .enum(["available", "inactive", "expired", "used_up"])
      .meta({ description: "Whether the page takes payments now, and why not." }),
    metadata: z.record(z.string(), z.unknown()),
    redirect_url: z.string().nullable(),
    primary_color: z.string().nullable(),
    summary_panel_color: z.string().nullable(),
    merchant_logo_url: z
      .string()
      .nullable()
      .meta({ description: "The uploaded logo's URL, else the external one given." }),
    cover_image_url: z.string().nullable(),
    logo: imageSchema.nullable(),
    cover: imageSchema.nullable(),
    revenue: z
      .number()
      .int()
      .optional()
      .meta({ description: "GET and list: captured amount of the link's charges, net of refunds (centavos)." }),
    payments: z.number().int().optional().meta({
      description:
        "GET and list: the link's charges that were paid (captured; refunded later still counts). Unlike `uses`, an Apple Pay checkout in progress or abandoned does not count.",
    }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "PaymentLink" });

export type PaymentLinkView = z.infer<typeof paymentLinkSchema>;
export type CreatePaymentLinkInput = z.output<typeof createPaymentLinkBody>;
export type UpdatePaymentLinkInput = z.output<typeof updatePaymentLinkBody>;
