import { z } from "zod";
import { LINK_PAYMENT_METHODS, MAX_INSTALLMENTS } from "@/server/universal/payment-methods";
import { customerInput } from "@/server/payments/charges/schemas";

/**
 * What the hosted page sends: a card token (never the card), Apple Pay through the secure checkout, or Pix
 * (answered with the code to pay; the payment arrives later, docs/api/pix.md "Payment links").
 */
export const payLinkBody = z
  .strictObject({
    payment_method: z.enum(LINK_PAYMENT_METHODS),
    token: z.string().min(1).max(200).optional().meta({
      description:
        "credit_card: the `ctok_…` token made by tokenizing on this page, in this checkout session; it pays once, within minutes.",
    }),
    checkout_session: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .meta({ description: "credit_card: the page's checkout session, the one the token was made in." }),
    three_ds_authentication_id: z.uuid().optional().meta({
      description:
        "credit_card: the page's successful 3-D Secure authentication of this card token and amount (POST /pay/{id}/3ds); used once.",
    }),
    installments: z.number().int().min(1).max(MAX_INSTALLMENTS).default(1),
    amount: z
      .number()
      .int()
      .positive()
      .max(100_000_000)
      .optional()
      .meta({ description: "Centavos; only for a link without an amount." }),
    customer: customerInput,
  })
  .meta({ id: "PayLinkRequest" });
export type PayLinkInput = z.output<typeof payLinkBody>;

export const linkPixCodeSchema = z
  .object({
    txid: z.string(),
    qr_code: z.string().meta({ description: "The BR Code (copy and paste)." }),
    qr_code_image: z.string().meta({ description: "The QR code as an SVG data URL." }),
    expires_at: z.iso.datetime(),
    amount: z.number().int().meta({ description: "Centavos." }),
    status_url: z.string().meta({ description: "GET it (short polling) to learn when the code is paid or expired." }),
  })
  .meta({ id: "PayLinkPixCode" });

export const payLinkResultSchema = z
  .object({
    charge_id: z.uuid().nullable(),
    status: z.string().meta({
      description:
        "The charge's status: `captured`/`authorized` paid, `failed` declined, `pending` for Apple Pay and Pix.",
    }),
    paid: z.boolean(),
    failure_code: z.string().nullable(),
    failure_message: z.string().nullable().meta({ description: "Plain words fit to show the buyer." }),
    next_url: z.string().nullable().meta({
      description:
        "Where the page sends the buyer: the success page, the link's redirect_url, or the Apple Pay secure checkout.",
    }),
    pix: linkPixCodeSchema.nullable().meta({ description: "Pix only: the code to pay, shown on the page." }),
  })
  .meta({ id: "PayLinkResult" });
export type PayLinkResult = z.infer<typeof payLinkResultSchema>;

export const LINK_PIX_STATES = ["pending", "paid", "expired", "used_up", "canceled"] as const;

export const linkPixStatusSchema = z
  .object({
    charge_id: z.uuid(),
    state: z.enum(LINK_PIX_STATES).meta({
      description:
        "`pending` payable; `paid` (the receipt follows); `expired` the code ran out, unpaid (ask for a new one); `used_up` paid after the link's last use was taken by another payment, returned to the payer; `canceled` otherwise.",
    }),
    expires_at: z.iso.datetime(),
    next_url: z
      .string()
      .nullable()
      .meta({ description: "Paid, on a link with a redirect_url: where to send the buyer (with `charge_id`)." }),
    receipt: z
      .object({
        amount: z.number().int(),
        reference: z.string(),
        paid_at: z.iso.datetime(),
        end_to_end_id: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: "PayLinkPixStatus" });
export type LinkPixStatus = z.infer<typeof linkPixStatusSchema>;
