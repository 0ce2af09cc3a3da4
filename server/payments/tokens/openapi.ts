import type { ZodOpenApiPathsObject } from "zod-openapi";
import { type ApiTag, operation } from "@/server/platform/openapi/operation";
import { tokenizeBody, tokenizeResultSchema } from "./schemas";

const tag: ApiTag = {
  name: "Tokenization",
  description:
    "Turns a card into an opaque token in the buyer's browser with the public key alone, so that card numbers never pass through the merchant's servers.",
};

export const tokenizeTags: ApiTag[] = [tag];

const tokenize = operation({
  tag,
  operationId: "tokenizeCard",
  summary: "Tokenize a card",
  description: [
    "Called from the buyer's browser by the SDK (`/sdk/v1.js`), never by the merchant's backend: the card goes straight",
    "to the service, which encrypts it (AES-256-GCM) and answers an opaque token to send as `payment_details.token`.",
    "Basic authentication with the **public key alone** (`base64(pk_…:)`); a secret key as the user name is 401, and",
    "a secret key sent as the password (`pk_…:sk_…`) is 401 `secret_key_in_browser`: a secret key must never reach a browser.",
    "CORS is answered for any origin (preflight included).",
    "",
    "Rules: number 13–19 digits (spaces and dashes stripped), Luhn check, a known brand (longest prefix of the brand table);",
    "holder name not empty; month `01`–`12`; year 4 digits and the expiry (end of the month) not in the past; CVV 3 digits,",
    "4 for amex. Each failure is a 400 `validation_error` whose `param` is `card.number`, `card.holderName`,",
    "`card.expirationMonth`, `card.expirationYear` or `card.cvv` (codes: `invalid_number`, `incorrect_number`,",
    "`unsupported_brand`, `invalid_holder_name`, `invalid_expiry_month`, `invalid_expiry_year`, `expired_card`, `invalid_cvv`).",
    "",
    "The CVV is checked and then forgotten: never stored, never logged. The same card number for the same merchant answers",
    "the existing token, with the same status (201) as a new one, so the answer does not tell whether the card was on file;",
    "the stored name and expiry are never rewritten through a public key (the answer echoes the expiry sent). Another",
    "merchant gets its own token. On the hosted checkout (its own key, `X-Checkout-Session`) the token is a `ctok_…` bound",
    "to that page's link and session, usable once within 10 minutes (docs/api/hosted-checkout.md).",
    "Rate-limited per public key and client address together, and per key far above any real checkout; refused cards count",
    "against a stricter budget per address (429 with `Retry-After`). `Idempotency-Key` is ignored: tokenizing is idempotent by itself.",
  ].join("\n"),
  body: tokenizeBody,
  response: tokenizeResultSchema,
  status: 201,
  publicKey: true,
  // No Idempotency-Key: the same card answers the same token, and no hash of a card body is kept.
  idempotent: false,
  errors: {
    "401":
      "Missing, unknown or inactive public key, or a secret key sent as the public key (`invalid_public_key`); " +
      "any password sent with the public key (`secret_key_in_browser`).",
  },
});

export const tokenizePaths: ZodOpenApiPathsObject = { "/tokenize": { post: tokenize } };
