import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { type ApiTag, operation } from "@/server/platform/openapi/operation";
import {
  bankAccountBody,
  listRecipientsQuery,
  pixKeyBody,
  recipientMerchantQuery,
  recipientSchema,
  recipientTypePath,
} from "./schemas";

const tag: ApiTag = {
  name: "Recipients",
  description:
    "Where a merchant's withdrawals go: one primary bank account and one primary Pix key. Replacing one keeps the old " +
    "one for the withdrawals made to it. Account numbers, documents and keys are always answered masked.",
};

export const recipientTags: ApiTag[] = [tag];

const typeNotFound = "No primary recipient of this type (or an unknown type).";

export const recipientPaths: ZodOpenApiPathsObject = {
  "/v1/recipients": {
    get: operation({
      tag,
      operationId: "listRecipients",
      summary: "List recipients",
      description: "The current (primary) recipients: the merchant's own, or every merchant's for an admin.",
      query: listRecipientsQuery,
      response: recipientSchema,
      list: true,
    }),
  },
  "/v1/recipients/{type}": {
    get: operation({
      tag,
      operationId: "getRecipient",
      summary: "Get the primary recipient of a type",
      description:
        "The merchant's primary payout destination of this type (`bank_account` or `pix_key`); 404 while it has none.",
      path: recipientTypePath,
      query: recipientMerchantQuery,
      response: recipientSchema,
      errors: {
        "404": typeNotFound,
        "422": "`merchant_required`: an admin must name a merchant (`merchant_id`) or switch to one.",
      },
    }),
    put: operation({
      tag,
      operationId: "setRecipient",
      summary: "Create or replace the primary recipient of a type",
      description:
        "`bank_account` takes a bank account (the bank's COMPE code must be in `GET /v1/banks`, the holder's CPF or CNPJ " +
        "must have valid check digits); `pix_key` a Pix key of its type. Answers 201 when the merchant had none of this " +
        "type, 200 when it replaced one (the old one is kept for withdrawal history) or when the same recipient was sent again (nothing changes). " +
        "A new or changed recipient is `pending_verification` for a cooling-off period (24 hours by default): withdrawals to it are " +
        "accepted, their money held in reserve, and paid from `payouts_available_at` on; the change is audited, emits `recipient.updated` " +
        "and is announced to the merchant's dashboard users (a notice and an e-mail). The destination must be the merchant's own: a bank " +
        "account's `holder_document`, and a Pix key's owner as the Pix key directory answers it, must be the merchant's CPF/CNPJ " +
        "(docs/api/risk.md). A refusal changes nothing. " +
        "From the dashboard it needs a fresh step-up of the session (a key pair does not).",
      path: recipientTypePath,
      query: recipientMerchantQuery,
      body: z
        .union([bankAccountBody, pixKeyBody])
        .meta({ description: "A `bank_account` body or a `pix_key` body, per `{type}`." }),
      response: recipientSchema,
      // 200 when it replaced one or the same was sent again, 201 when the merchant had none of this type.
      status: [200, 201],
      idempotent: false,
      errors: {
        "403":
          "From the dashboard: `step_up_required` until the session confirmed its user in the last 10 minutes (docs/api/authentication.md, Step-up). Key pairs are not asked.",
        "404": "Unknown type.",
        "422":
          "`recipient_not_owned`: the holder document, or the Pix key's owner, is not the merchant's CPF/CNPJ; `pix_key_not_found`: " +
          "no such key in the Pix key directory; `merchant_document_required`: the merchant has no CPF/CNPJ on file; " +
          "`merchant_required`: an admin must name a merchant (`merchant_id`) or switch to one.",
        "503": "`service_unavailable`: the Pix key directory did not answer; nothing was saved, retry later.",
      },
    }),
  },
  "/v1/recipients/{type}/release": {
    post: operation({
      tag,
      operationId: "releaseRecipient",
      // A POST: the transport replays its Idempotency-Key like any other (docs/api/idempotency.md).
      idempotent: true,
      summary: "End a recipient's cooling-off now (admins)",
      description:
        "After the platform confirmed the change with the merchant: the recipient is `verified` at once and withdrawals " +
        "waiting for it are due now (a TED at the next bank window). Releasing a verified recipient changes nothing. " +
        "From the dashboard it needs a fresh step-up of the admin's session.",
      path: recipientTypePath,
      query: recipientMerchantQuery,
      response: recipientSchema,
      errors: {
        "403": "Not an admin (`admin_only`), or a dashboard session without a fresh step-up (`step_up_required`).",
        "404": typeNotFound,
        "422": "`merchant_required`: an admin must name a merchant (`merchant_id`) or switch to one.",
      },
    }),
  },
};
