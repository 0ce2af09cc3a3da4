import { z } from "zod";
import { THREE_DS_TRANS_STATUSES } from "@/db/schema/three-ds";
import { browserInput } from "@/server/payments/three-ds/schemas";

/** What proves the caller is the page that made the card token: the token and the page's checkout session. */
const pageCard = {
  token: z.string().min(1).max(200).meta({ description: "The `ctok_…` token made on this page, not yet used." }),
  checkout_session: z.string().min(1).max(200).meta({ description: "The page's checkout session." }),
};

/** POST /pay/{id}/3ds: the hosted page asks for the 3-D Secure authentication of its card before paying. */
export const linkAuthenticationBody = z
  .strictObject({
    ...pageCard,
    amount: z
      .number()
      .int()
      .positive()
      .max(100_000_000)
      .optional()
      .meta({ description: "Centavos; only for a link without an amount (the same the payment will send)." }),
    browser: browserInput,
  })
  .meta({ id: "PayLinkAuthenticationRequest" });
export type LinkAuthenticationInput = z.output<typeof linkAuthenticationBody>;

/** POST /pay/{id}/3ds/{authentication_id} and …/cancel: the same page, after the challenge. */
export const linkAuthenticationRefBody = z.strictObject(pageCard).meta({ id: "PayLinkAuthenticationReference" });
export type LinkAuthenticationRef = z.output<typeof linkAuthenticationRefBody>;

/** What the page needs of an authentication, and nothing more (no ECI, no cryptogram, no card). */
export const linkAuthenticationSchema = z
  .object({
    authentication_id: z.uuid(),
    trans_status: z.enum(THREE_DS_TRANS_STATUSES).meta({
      description:
        "Y/A: pay with it; C: show `challenge_path` in the page's modal; N/R: not authenticated; U: unavailable.",
    }),
    status_reason: z.string().nullable(),
    challenge_path: z
      .string()
      .nullable()
      .meta({ description: "With C: the challenge page, on this origin (the page frames it: `frame-src 'self'`)." }),
    expires_at: z.iso.datetime(),
  })
  .meta({ id: "PayLinkAuthentication" });
export type LinkAuthenticationView = z.infer<typeof linkAuthenticationSchema>;
