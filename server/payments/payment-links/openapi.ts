import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { type ApiTag, idPath, operation } from "@/server/platform/openapi/operation";
import { LINK_DISABLED_METHODS_TEXT } from "@/server/universal/payment-methods";
import {
  createPaymentLinkBody,
  listPaymentLinksQuery,
  paymentLinkSchema,
  updatePaymentLinkBody,
  uploadImageBody,
} from "./schemas";
import { linkPixStatusSchema, payLinkBody, payLinkResultSchema } from "./pay-schemas";
import { linkAuthenticationBody, linkAuthenticationRefBody, linkAuthenticationSchema } from "./three-ds-schemas";

const tag: ApiTag = {
  name: "Payment links",
  description:
    "Hosted payment pages at `/pay/{id}` that a merchant shares with buyers, with their logo and cover images.",
};

const hostedCheckout: ApiTag = {
  name: "Hosted checkout",
  description:
    "Called by the hosted pages themselves, in the buyer's browser and without credentials; a merchant's backend never calls these.",
};

export const paymentLinkTags: ApiTag[] = [tag, hostedCheckout];

const notFound = { "404": "No such payment link (or another merchant's)." };
const uploadErrors = {
  ...notFound,
  "413": "The decoded image is larger than UPLOAD_MAX_BYTES (2 MB by default).",
};
const uploadDescription =
  'Body `{"file": "<base64 or data URL>"}`. PNG, JPEG or WebP, recognised by the bytes (a declared type or name is ignored: ' +
  "a PNG sent as `image/jpeg` is stored as the PNG it is). SVG is refused. Over UPLOAD_MAX_BYTES answers 413; over " +
  "UPLOAD_MAX_DIMENSION pixels (4096 by default) or undecodable bytes answer 400. The image is re-encoded, which drops " +
  "EXIF/ICC metadata, and scaled to its display box; it is served from a content-hashed URL cached for a year.";

/** An authentication of the hosted page, as its result and cancel operations name it. */
const linkAuthenticationPath = z.object({
  id: z.uuid().meta({ description: "The payment link." }),
  authentication_id: z.uuid().meta({ description: "As answered by POST /pay/{id}/3ds." }),
});
const linkAuthenticationErrors = {
  "404": "No such authentication of this page (or no such link).",
  "403": "Not called from the hosted page's own origin (`csrf`).",
};

export const paymentLinkPaths: ZodOpenApiPathsObject = {
  "/v1/payment-links": {
    post: operation({
      tag,
      operationId: "createPaymentLink",
      summary: "Create a payment link",
      description:
        "A hosted payment page at `/pay/{id}`. `status` is not accepted here (a new link is `active`). Colours are `#RRGGBB`; " +
        `\`expires_at\` must be in the future; methods must be enabled for the currency (${LINK_DISABLED_METHODS_TEXT} are disabled: 422 \`payment_method_disabled\`).`,
      body: createPaymentLinkBody,
      response: paymentLinkSchema,
      status: 201,
      errors: { "422": "A method not enabled for the currency (`payment_method_disabled`)." },
    }),
    get: operation({
      tag,
      operationId: "listPaymentLinks",
      summary: "List payment links",
      description: "Newest first, with `revenue` per link.",
      query: listPaymentLinksQuery,
      response: paymentLinkSchema,
      list: true,
    }),
  },
  "/v1/payment-links/{id}": {
    get: operation({
      tag,
      operationId: "getPaymentLink",
      summary: "Get a payment link",
      description: "One payment link of the caller's merchant, active or not.",
      path: idPath,
      response: paymentLinkSchema,
      errors: notFound,
    }),
    patch: operation({
      tag,
      operationId: "updatePaymentLink",
      summary: "Update a payment link",
      description:
        "Every field optional; `status` reactivates or deactivates. `max_uses` cannot go below `uses` (422 `max_uses_below_uses`).",
      path: idPath,
      body: updatePaymentLinkBody,
      response: paymentLinkSchema,
      idempotent: false,
      errors: { ...notFound, "422": "`payment_method_disabled` or `max_uses_below_uses`." },
    }),
    delete: operation({
      tag,
      operationId: "deactivatePaymentLink",
      summary: "Deactivate a payment link",
      description:
        "A soft delete: status becomes `inactive`; the link and its charges stay, and PATCH `status: active` brings it back.",
      path: idPath,
      response: paymentLinkSchema,
      errors: notFound,
    }),
  },
  "/v1/payment-links/{id}/upload-logo": {
    post: operation({
      tag,
      operationId: "uploadPaymentLinkLogo",
      summary: "Upload the merchant logo",
      description: uploadDescription,
      path: idPath,
      body: uploadImageBody,
      response: paymentLinkSchema,
      errors: uploadErrors,
    }),
  },
  "/v1/payment-links/{id}/upload-cover": {
    post: operation({
      tag,
      operationId: "uploadPaymentLinkCover",
      summary: "Upload the cover image",
      description: uploadDescription,
      path: idPath,
      body: uploadImageBody,
      response: paymentLinkSchema,
      errors: uploadErrors,
    }),
  },
  "/v1/payment-links/{id}/logo": {
    delete: operation({
      tag,
      operationId: "removePaymentLinkLogo",
      summary: "Remove the merchant logo",
      description: "Removes the uploaded logo and any external `merchant_logo_url`.",
      path: idPath,
      response: paymentLinkSchema,
      errors: notFound,
    }),
  },
  "/v1/payment-links/{id}/cover": {
    delete: operation({
      tag,
      operationId: "removePaymentLinkCover",
      summary: "Remove the cover image",
      description:
        "Takes the cover image off the link; the hosted page shows none until another is uploaded. Answers the link.",
      path: idPath,
      response: paymentLinkSchema,
      errors: notFound,
    }),
  },
  "/pay/{id}/charge": {
    post: {
      ...operation({
        tag: hostedCheckout,
        operationId: "payPaymentLink",
        summary: "Pay through a payment link (used by the hosted page)",
        description:
          "Public, no credentials: the page at `/pay/{id}` calls it with a card token made by the SDK with the merchant's checkout public key. " +
          "One use of the link is taken atomically before the charge and given back when the payment fails, so a declined card never uses up a link. " +
          "`pix`: answers 201 with the charge `pending` and `pix` (the QR code, its copy-and-paste text, `expires_at` 15 minutes ahead, `status_url` to poll); " +
          "no use is taken until the PSP reports the payment, and a payment arriving after the link's last use was taken is returned to the payer " +
          '(docs/api/pix.md, "Payment links"). ' +
          "Inactive, expired or used-up links answer 422 (`link_inactive`, `link_expired`, `link_used_up`). Rate limited per address and per link (429).",
        path: idPath,
        body: payLinkBody,
        response: payLinkResultSchema,
        status: 201,
        errors: { ...notFound, "422": "The link takes no payment now, or the amount/installments are out of range." },
      }),
      security: [],
    },
  },
  "/pay/{id}/pix/{charge_id}": {
    get: {
      ...operation({
        tag: hostedCheckout,
        operationId: "getPaymentLinkPixStatus",
        summary: "The state of the hosted page's Pix code (used by the hosted page)",
        description:
          "Public, no credentials: the page polls it every 2 seconds while its Pix code is shown, and turns into the receipt when " +
          "`state` is `paid` (or goes to `next_url`, the link's redirect_url). A pending code past `expires_at` reads `expired` at once. " +
          "Reads only; not counted against the payment rate limit.",
        path: z.object({
          id: z.uuid().meta({ description: "The payment link." }),
          charge_id: z.uuid().meta({ description: "As answered by POST /pay/{id}/charge." }),
        }),
        response: linkPixStatusSchema,
        errors: { "404": "No such Pix charge of this link (or no such link)." },
      }),
      security: [],
    },
  },
  "/pay/{id}/3ds": {
    post: {
      ...operation({
        tag: hostedCheckout,
        operationId: "authenticatePaymentLinkCard",
        summary: "3-D Secure before paying through a link (used by the hosted page)",
        description:
          "Public, no credentials, from the hosted page itself only (same origin; 403 `csrf` otherwise): the page's card token " +
          "(of this link, this checkout session, not yet used) is authenticated for the amount the payment will be, as the link's merchant " +
          '(docs/api/hosted-checkout.md, "3-D Secure"). `Y`/`A`: the page pays with `three_ds_authentication_id`; `C`: the page shows ' +
          "`challenge_path` in its modal frame; `N`/`R`: nothing is charged. Nothing is charged and no use of the link is taken here. " +
          "Rate limited per address and per link (429).",
        path: idPath,
        body: linkAuthenticationBody,
        response: linkAuthenticationSchema,
        status: 201,
        idempotent: false,
        errors: {
          ...notFound,
          "400": "Validation error, e.g. `token` (`invalid_token`: not this page's unused token), `browser`, `amount`.",
          "403": "Not called from the hosted page's own origin (`csrf`).",
          "422":
            "The link takes no payment now (`link_inactive`, `link_expired`, `link_used_up`) or no card (`payment_method_disabled`).",
        },
      }),
      security: [],
    },
  },
  "/pay/{id}/3ds/{authentication_id}": {
    post: {
      ...operation({
        tag: hostedCheckout,
        operationId: "getPaymentLinkAuthentication",
        summary: "The result of the hosted page's 3-D Secure challenge",
        description:
          "Public, same origin. A POST because the body carries the page's token and checkout session, which bind the answer to the " +
          "page that made the authentication; any other token, session or link is the same 404.",
        path: linkAuthenticationPath,
        body: linkAuthenticationRefBody,
        response: linkAuthenticationSchema,
        idempotent: false,
        errors: linkAuthenticationErrors,
      }),
      security: [],
    },
  },
  "/pay/{id}/3ds/{authentication_id}/cancel": {
    post: {
      ...operation({
        tag: hostedCheckout,
        operationId: "cancelPaymentLinkAuthentication",
        summary: "The buyer closed the hosted page's 3-D Secure challenge",
        description:
          "Public, same origin. A pending challenge ends as `N` with `status_reason: challenge_canceled`; an ended one is answered as it " +
          "is (a cancel racing the right code keeps `Y`). Nothing is charged, and the link's uses are unchanged.",
        path: linkAuthenticationPath,
        body: linkAuthenticationRefBody,
        response: linkAuthenticationSchema,
        idempotent: false,
        errors: linkAuthenticationErrors,
      }),
      security: [],
    },
  },
  "/media/{key}": {
    get: {
      ...operation({
        tag,
        operationId: "getCheckoutImage",
        summary: "A stored checkout image",
        description:
          "Public. `Cache-Control: public, max-age=31536000, immutable` (the key holds the content hash) and `X-Content-Type-Options: nosniff`.",
        path: z.object({ key: z.string().meta({ description: "As in the link's `logo.url` / `cover.url`." }) }),
        contentType: "image/*",
        errors: { "404": "No such image." },
      }),
      security: [],
    },
  },
};
