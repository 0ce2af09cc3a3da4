import { z } from "zod";
import { LINK_PAYMENT_METHODS, MAX_INSTALLMENTS } from "@/server/universal/payment-methods";
import { customerInput } from "@/server/payments/charges/schemas";

/** What the hosted page sends: a card token (never the card), or Apple Pay through the secure checkout. */
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

export const payLinkResultSchema = z
  .object({
    charge_id: z.uuid().nullable(),
    status: z.string().meta({
      description: "The charge's status: `captured`/`authorized` paid, `failed` declined, `pending` for Apple Pay.",
    }),
    paid: z.boolean(),
    failure_code: z.string().nullable(),
    failure_message: z.string().nullable().meta({ description: "Plain words fit to show the buyer." }),
    next_url: z.string().nullable().meta({
      description:
        "Where the page sends the buyer: the success page, the link's redirect_url, or the Apple Pay secure checkout.",
    }),
  })
  .meta({ id: "PayLinkResult" });
export type PayLinkResult = z.infer<typeof payLinkResultSchema>;
