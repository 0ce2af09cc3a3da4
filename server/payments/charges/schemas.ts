import { z } from "zod";
import { CHARGE_STATUSES, PRODUCT_TYPES } from "@/db/schema/charges";
import { pageQuery, queryDate } from "@/server/platform/lists/pagination";
import { DISABLED_METHODS_TEXT, MAX_INSTALLMENTS, PAYMENT_METHODS } from "@/server/universal/payment-methods";
import { taxIdDigits, taxIdKind } from "./tax-id";
import { config } from "@/server/platform/config";
import { CSV_FORMATS } from "@/server/universal/csv-format";
import { withArticle } from "@/server/universal/with-article";

/** R$ 10 million: well above any card limit, low enough that sums stay exact in a double. */
export const MAX_AMOUNT = 1_000_000_000;

/** A Pix charge's life (`calendario.expiracao`): one minute to 30 days, an hour unless asked. */
export const PIX_MIN_EXPIRES_IN = 60;
export const PIX_MAX_EXPIRES_IN = 30 * 86_400;
export const PIX_DEFAULT_EXPIRES_IN = 3600;

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

const centavos = (description: string) =>
  z.number().int().positive().max(MAX_AMOUNT).meta({ description, example: 10990 });

export const customerInput = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    email: z
      .email()
      .max(254)
      .transform((e) => e.toLowerCase()),
    tax_id: z
      .string()
      .trim()
      .transform(taxIdDigits)
      .refine((d) => taxIdKind(d) !== undefined, { message: "Must be a valid CPF (11 digits) or CNPJ (14 digits)." })
      .optional()
      .meta({ description: "CPF or CNPJ, formatted or digits only; stored as digits.", example: "123.456.789-09" }),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[\d\s().-]{8,20}$/, "Must be a phone number, e.g. +55 11 99999-9999.")
      .optional(),
    type: z
      .enum(["individual", "company"])
      .optional()
      .meta({ description: "Inferred from tax_id when omitted (CPF: individual, CNPJ: company)." }),
  })
  .superRefine((c, ctx) => {
    if (!c.tax_id || !c.type) return;
    const kind = taxIdKind(c.tax_id);
    if ((c.type === "individual") !== (kind === "cpf")) {
      ctx.addIssue({
        code: "custom",
        path: ["tax_id"],
        message: `${withArticle(c.type, true)} customer needs a ${c.type === "individual" ? "CPF" : "CNPJ"}.`,
      });
    }
  })
  .meta({ id: "ChargeCustomerInput" });

export const itemInput = z
  .strictObject({
    name: z.string().trim().min(1).max(255),
    quantity: z.number().int().min(1).max(100_000),
    unit_price: z.number().int().min(0).max(MAX_AMOUNT).meta({ description: "Centavos." }),
    tangible: z
      .boolean()
      .optional()
      .meta({ description: "Defaults to true for `physical` products, false otherwise." }),
  })
  .meta({ id: "ChargeItemInput" });

export const splitRuleInput = z
  .strictObject({
    merchant_id: z.uuid().meta({
      description:
        "The receiver: the charging merchant itself, or a split partner an admin related to it (`/v1/split-partners`).",
    }),
    amount: z
      .number()
      .int()
      .positive()
      .max(MAX_AMOUNT)
      .optional()
      .meta({ description: "Centavos. Exactly one of amount or percentage." }),
    percentage: z
      .number()
      .positive()
      .max(100)
      .refine(
        (p) => Number.isInteger(Math.round(p * 100)) && Math.abs(p * 100 - Math.round(p * 100)) < 1e-9,
        "At most two decimals.",
      )
      .optional()
      .meta({ description: "Of the charge amount, up to two decimals." }),
    liable: z.boolean().default(true).meta({
      description:
        "Bears refunds and chargebacks of parts already paid. A receiver that is not liable keeps what it was paid; the liable rules (or, when none is, the charging merchant) bear its part.",
    }),
    charge_processing_fee: z.boolean().default(true).meta({
      description:
        "Bears the charge's processing fee, shared with the other marked rules in proportion to their parts. When no rule is marked, every rule bears it.",
    }),
  })
  .superRefine((r, ctx) => {
    if ((r.amount === undefined) === (r.percentage === undefined)) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: "Give exactly one of amount or percentage." });
    }
  });

export const splitInput = z.strictObject({ rules: z.array(splitRuleInput).min(1).max(20) }).meta({
  id: "ChargeSplitInput",
  description:
    "Card charges only. The rules add up to the whole amount exactly, or the charge is refused (400 `split.rules`).",
});

export const createChargeBody = z
  .strictObject({
    amount: centavos(
      "Integer centavos, > 0. When `items` are sent, the sum of quantity × unit_price must equal it exactly.",
    ),
    payment_method: paymentMethodSchema.meta({
      description: `${DISABLED_METHODS_TEXT} answer 422 \`payment_method_disabled\`.`,
    }),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, "ISO-4217, upper case.")
      .default("BRL")
      .meta({ description: "ISO-4217; only `BRL` is processed (422 `currency_not_supported` otherwise)." }),
    product_type: z.enum(PRODUCT_TYPES).optional(),
    capture: z
      .boolean()
      .default(true)
      .meta({ description: "false authorizes only; capture later with POST /v1/charges/{id}/capture." }),
    return_url: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      // In production the buyer is sent back over https only: http would hand the charge id to the network.
      .refine((v) => /^https:/i.test(v) || !config().isProduction, { message: "Must be an https URL." })
      .optional()
      .meta({
        description:
          "Apple Pay: where the secure checkout sends the buyer afterwards, with `charge_id` added; https in production. It confirms nothing: read the charge or wait for its webhook.",
      }),
    customer: customerInput.optional(),
    items: z.array(itemInput).min(1).max(100).optional(),
    payment_details: z
      .strictObject({
        token: z
          .string()
          .min(1)
          .max(200)
          .meta({ description: "A card token of the same merchant, from POST /tokenize." }),
        installments: z.number().int().min(1).max(MAX_INSTALLMENTS).default(1),
        three_ds_authentication_id: z.uuid().optional().meta({
          description:
            "A successful (`Y`/`A`), unused, unexpired 3-D Secure authentication of the same card token, amount and currency (docs/api/three-ds.md).",
        }),
        fraud_session_id: z.uuid().optional().meta({
          description:
            "The buyer's device session from the SDK's `fraud.collect()`, for fraud analysis (docs/api/fraud.md).",
        }),
      })
      .optional()
      .meta({ description: "Required for credit_card; refused for apple_pay." }),
    split: splitInput.optional(),
    pix: z
      .strictObject({
        expires_in: z
          .number()
          .int()
          .min(PIX_MIN_EXPIRES_IN)
          .max(PIX_MAX_EXPIRES_IN)
          .default(PIX_DEFAULT_EXPIRES_IN)
          .meta({
            description:
              "Seconds the QR code can be paid, from creation: 60 to 2592000 (30 days); 3600 (1 hour) by default.",
          }),
      })
      .optional()
      .meta({ id: "PixChargeInput", description: "Pix charges only (docs/api/pix.md)." }),
    payment_link_id: z
      .uuid()
      .optional()
      .meta({ description: "The payment link this charge was paid through (set by the hosted link checkout)." }),
  })
  .superRefine((b, ctx) => {
    if (b.payment_method === "credit_card" && !b.payment_details) {
      ctx.addIssue({
        code: "custom",
        path: ["payment_details"],
        message: "Required for credit_card: send payment_details.token.",
      });
    }
    if (b.payment_method !== "credit_card" && b.payment_details) {
      ctx.addIssue({
        code: "custom",
        path: ["payment_details"],
        message: `Not accepted for ${b.payment_method}: the secure checkout collects the payment.`,
      });
    }
    if (b.payment_method !== "pix" && b.pix) {
      ctx.addIssue({ code: "custom", path: ["pix"], message: "Only for pix charges." });
    }
    if (b.payment_method !== "credit_card" && b.split) {
      ctx.addIssue({ code: "custom", path: ["split"], message: "Split exists for credit_card charges only." });
    }
    if (b.payment_details && b.payment_details.installments > b.amount) {
      ctx.addIssue({
        code: "custom",
        path: ["payment_details", "installments"],
        message: "Every installment must be at least one centavo.",
      });
    }
    if (b.items) {
      const total = b.items.reduce((sum, i) => sum + i.quantity * i.unit_price, 0);
      if (total !== b.amount) {
        ctx.addIssue({
          code: "custom",
          path: ["items"],
          message: `The items add up to ${total}, not to amount ${b.amount}.`,
        });
      }
    }
  })
  .meta({ id: "CreateChargeRequest" });
export type CreateChargeInput = z.output<typeof createChargeBody>;

export const captureChargeBody = z
  .strictObject({
    amount: centavos("Up to the authorized amount; defaults to all of it. The rest is released.").optional(),
  })
  .meta({ id: "CaptureChargeRequest" });

export const refundChargeBody = z
  .strictObject({
    amount: centavos("Defaults to everything not yet refunded.").optional(),
    reason: z.string().trim().min(1).max(500).optional(),
  })
  .meta({ id: "RefundRequest" });

const amountQuery = z.coerce.number().int().min(0).max(MAX_AMOUNT);

/** The filters shared by the list, the summary and the CSV export. */
export const chargeFilters = {
  merchant_id: z
    .uuid()
    .optional()
    .meta({ description: "Admins only: one merchant's charges. A merchant always sees its own." }),
  status: z.enum(CHARGE_STATUSES).optional(),
  payment_method: paymentMethodSchema.optional(),
  date_from: queryDate.optional().meta({ description: "Created at or after (a date means 00:00 UTC)." }),
  date_to: queryDate.optional().meta({ description: "Created at or before (a date means the whole day, UTC)." }),
  amount_min: amountQuery.optional().meta({ description: "Centavos, inclusive." }),
  amount_max: amountQuery.optional().meta({ description: "Centavos, inclusive." }),
  installments: z.coerce.number().int().min(1).max(MAX_INSTALLMENTS).optional(),
  search: z.string().trim().min(1).max(100).optional().meta({
    description:
      "A charge id (exact); or words that must all match: a word of letters is the start of a word of the customer's name, a word of digits (dots, dashes and slashes ignored) the start of a word of the name or of the tax id; or the text is the start of the customer's email.",
  }),
  payment_link_id: z.uuid().optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
};

export const listChargesQuery = z.strictObject({
  ...pageQuery,
  ...chargeFilters,
  // Keyset pagination (docs/api/conventions.md "Deep lists"): as cheap on the thousandth page as on the first.
  starting_after: z.uuid().optional().meta({
    description:
      "A charge id: the page of charges that come after it in the list (older). Pass the last `id` of a page to get the next one. Not with `page` > 1 or `ending_before`.",
  }),
  ending_before: z.uuid().optional().meta({
    description:
      "A charge id: the page of charges that come before it in the list (newer). Pass the first `id` of a page to go back one. Not with `page` > 1 or `starting_after`.",
  }),
});
export const chargeSummaryQuery = z.strictObject(chargeFilters);
export type ChargeFilterInput = z.output<typeof chargeSummaryQuery>;

export const exportChargesQuery = z.strictObject({
  ...chargeFilters,
  format: z
    .enum(CSV_FORMATS)
    .default("machine")
    .meta({
      description:
        "`machine` (default): comma-separated, amounts in centavos, ISO 8601 UTC times, English headers and codes. " +
        "`pt-BR`: for spreadsheets in Brazilian Portuguese: `;`-separated with a UTF-8 byte-order mark, amounts in reais " +
        "as `1.234,56`, times as `dd/mm/aaaa HH:mm` in America/Sao_Paulo, Portuguese headers, statuses and methods.",
    }),
});
export type ExportChargesInput = z.output<typeof exportChargesQuery>;

export const revenueChartQuery = z.strictObject({
  months: z.coerce
    .number()
    .int()
    .min(1)
    .max(36)
    .default(12)
    .meta({ description: "Months back, the current one included." }),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default("BRL"),
  merchant_id: chargeFilters.merchant_id,
  payment_method: chargeFilters.payment_method,
});

export const paymentMethodsQuery = z.strictObject({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default("BRL"),
});
