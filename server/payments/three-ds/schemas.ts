import { z } from "zod";
import { THREE_DS_TRANS_STATUSES } from "@/db/schema/three-ds";

/** The charges' ceiling (R$ 10 million); kept here so this area does not import the charges area. */
const MAX_AMOUNT = 1_000_000_000;

/** The browser data EMV 3DS asks for (EMV 3DS 2.2 browser fields), collected by the SDK. */
export const browserInput = z
  .strictObject({
    accept_header: z.string().trim().min(1).max(2048).meta({ example: "text/html,application/json" }),
    language: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/, "A BCP 47 language tag, e.g. pt-BR.")
      .max(35),
    color_depth: z.number().int().min(1).max(48),
    screen_height: z.number().int().min(0).max(100_000),
    screen_width: z.number().int().min(0).max(100_000),
    time_zone_offset: z
      .number()
      .int()
      .min(-840)
      .max(840)
      .meta({ description: "Minutes, as `Date.prototype.getTimezoneOffset()` answers (UTC−3 is 180)." }),
    user_agent: z.string().trim().min(1).max(2048),
    java_enabled: z.boolean(),
    javascript_enabled: z.boolean(),
  })
  .meta({ id: "ThreeDsBrowser" });

export const createAuthenticationBody = z
  .strictObject({
    token: z.string().min(1).max(200).meta({ description: "A card token of the same merchant, from POST /tokenize." }),
    amount: z
      .number()
      .int()
      .positive()
      .max(MAX_AMOUNT)
      .meta({ description: "Centavos: the amount of the charge that will use this authentication.", example: 10990 }),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, "ISO-4217, upper case.")
      .default("BRL"),
    browser: browserInput,
  })
  .meta({ id: "CreateThreeDsAuthenticationRequest" });
export type CreateAuthenticationInput = z.output<typeof createAuthenticationBody>;

export const authenticationSchema = z
  .object({
    id: z.uuid(),
    trans_status: z.enum(THREE_DS_TRANS_STATUSES).meta({
      description:
        "EMV transStatus: Y authenticated, A attempted (both usable for a charge, with liability shift), C challenge " +
        "required (show `challenge_url`), N not authenticated, R rejected by the issuer, U unavailable.",
    }),
    status_reason: z.string().nullable().meta({
      description:
        "Why N, R or U: `authentication_failed`, `rejected_by_issuer`, `issuer_unavailable`, `challenge_failed`, `challenge_canceled`.",
    }),
    eci: z
      .string()
      .nullable()
      .meta({ description: "Electronic Commerce Indicator: 05/06 Visa and others, 02/01 Mastercard." }),
    liability_shift: z.boolean(),
    challenge_url: z.string().nullable().meta({
      description:
        "With `C`: the issuer's challenge page, to show in an iframe of the page that created the authentication (the SDK does).",
    }),
    card: z.object({ brand: z.string(), last_four: z.string() }),
    amount: z.number().int(),
    currency: z.string(),
    message_version: z.string(),
    ds_trans_id: z.string(),
    used: z.boolean().meta({ description: "A charge consumed it (single use)." }),
    charge_id: z.uuid().nullable(),
    expires_at: z.iso.datetime(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "ThreeDsAuthentication" });
export type AuthenticationView = z.infer<typeof authenticationSchema>;
