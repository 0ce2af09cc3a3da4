import { z } from "zod";
import { CARD_BRANDS } from "@/sdk/src/brands";

const field = (description: string, example: string) =>
  z.string({ error: "Required: a string." }).meta({ description, example });

export const cardInputSchema = z
  .strictObject({
    number: field(
      "13 to 19 digits; spaces and dashes are allowed and stripped. Must pass the Luhn check and match a known brand.",
      "4111 1111 1111 1111",
    ),
    holderName: field("Name as printed on the card.", "MARIA DA SILVA"),
    expirationMonth: field("`01` to `12` (`1`–`9` are accepted and padded).", "12"),
    expirationYear: field("4 digits; the expiry (end of that month) must not be in the past.", "2030"),
    cvv: field(
      "3 or 4 digits (4 for amex, 3 for the others). Checked, then forgotten: never stored nor logged.",
      "123",
    ),
  })
  .meta({ id: "CardInput" });

export const tokenizeBody = z.strictObject({ card: cardInputSchema }).meta({
  id: "TokenizeRequest",
  description:
    "The card under `card`. The five card fields may also be sent at the top level; error `param`s are always `card.<field>`.",
});

export const tokenizeResultSchema = z
  .object({
    token: z.string().meta({
      description: "Opaque token for the card; send it as `payment_details.token` when creating a charge.",
      example: "tok_3mJq0b1Zc8rX2wYt9kLpQ4sVn7uEaH6d",
    }),
    brand: z.enum(CARD_BRANDS),
    lastFourDigits: z.string().meta({ example: "1111" }),
    firstSixDigits: z.string().meta({ example: "411111" }),
    expirationMonth: z.string().meta({ example: "12" }),
    expirationYear: z.string().meta({ example: "2030" }),
  })
  .meta({ id: "TokenizeResult" });

/** Accepts `{card: {...}}` or the card's fields at the top level; both validate as `card.*`. */
export function asTokenizeBody(body: unknown): unknown {
  if (body && typeof body === "object" && !Array.isArray(body) && !("card" in body)) return { card: body };
  return body;
}
