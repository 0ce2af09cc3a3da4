import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { type ApiTag, idPath, operation } from "@/server/platform/openapi/operation";
import { DISABLED_METHODS_TEXT } from "@/server/universal/payment-methods";
import {
  captureChargeBody,
  chargeSummaryQuery,
  createChargeBody,
  exportChargesQuery,
  listChargesQuery,
  paymentMethodsQuery,
  refundChargeBody,
  revenueChartQuery,
} from "./schemas";
import { listReviewsQuery, reviewChargeBody } from "./review-charge";
import { chargeSchema, chargeSummarySchema, paymentMethodsSchema, revenueChartSchema } from "./views";

const tag: ApiTag = {
  name: "Charges",
  description:
    "Card and Apple Pay payments: create, capture, refund, cancel, list and summarise them. A declined card is a charge with `status: failed`, not an HTTP error.",
};

export const chargeTags: ApiTag[] = [tag];

const notFound = { "404": "No such charge (also for another merchant's charge)." };
const invalidState = "Not allowed in the charge's current state: `invalid_state` (nothing changes)";
const acquirerRefused =
  "`acquirer_error`: the acquirer refused or failed the operation; `code` is its failure code (docs/api/errors.md).";

export const chargePaths: ZodOpenApiPathsObject = {
  "/v1/charges": {
    post: operation({
      tag,
      operationId: "createCharge",
      summary: "Create a charge",
      description:
        "`credit_card`: send `payment_details.token` (a token of the same merchant from POST /tokenize) and `installments` (1–12); " +
        "the card is authorized and, unless `capture` is false, captured before the answer. A declined card is not an HTTP error: " +
        "the charge is answered 201 with `status: failed`, `failure_code` and `failure_message`.\n\n" +
        "`apple_pay`: send no `payment_details` and no `split` (400 naming the field); the answer carries `checkout_url`, the hosted " +
        "secure checkout: redirect the buyer there in the top browser context (it refuses to be framed). After paying, the buyer goes " +
        "to `return_url` with `?charge_id=`; that visit confirms nothing: read the charge or wait for `charge.captured`.\n\n" +
        "`pix`: send no `payment_details` and no `split`; optional `pix.expires_in` (60–2592000 s, default 3600). The answer is `pending` " +
        "with `pix.qr_code` (the BR Code, copy and paste), `pix.qr_code_image` (SVG data URL) and `pix.expires_at`. The PSP's payment captures " +
        "it (`charge.captured`, `pix.end_to_end_id`); unpaid at `expires_at` it is canceled with `failure_code` `expired` (`charge.canceled`); " +
        "a late or second payment is returned to the payer automatically (docs/api/pix.md).\n\n" +
        `${DISABLED_METHODS_TEXT}: 422 \`payment_method_disabled\`.\n\n` +
        "**Items and amount**: `items` are optional; when sent, the sum of `quantity × unit_price` must equal `amount` exactly (400 `items`).\n\n" +
        "**Split**: card charges only; amount rules plus percentage rules (of the amount) must add up to the amount exactly (400 `split.rules`). " +
        "Percentage shares round down, the leftover centavos going to the first percentage rule. A charge with split is captured in full only. " +
        "The charge's processing fee is borne by the rules with `charge_processing_fee: true` (all rules when none is), in proportion to their parts; " +
        "when their parts cannot carry it the charge is refused (400 `split_fee_not_covered` naming `split.rules.{i}.charge_processing_fee`).\n\n" +
        "**3-D Secure** (docs/api/three-ds.md): `payment_details.three_ds_authentication_id` names a successful authentication of the same " +
        "card token, amount and currency; the charge records `three_ds` (trans_status, eci, liability_shift). A card whose issuer requires " +
        "authentication fails without one (`authentication_required`).\n\n" +
        "**Fraud analysis** (docs/api/fraud.md): every card charge is scored 0–100 with named reasons (`fraud`); deny fails it with " +
        "`fraud_suspected`, review authorizes it without capture and puts it in GET /v1/charges/reviews.\n\n" +
        "Events: `charge.created`, then `charge.authorized` or `charge.failed`, then `charge.captured`.",
      body: createChargeBody,
      response: chargeSchema,
      status: 201,
      errors: {
        "400":
          "Validation error, e.g. `amount`, `items`, `payment_details.token` (unknown or another merchant's token), `split.rules`, `split.rules.{i}.charge_processing_fee`.",
        "422":
          `\`payment_method_disabled\` (${DISABLED_METHODS_TEXT}), \`currency_not_supported\` (not BRL); 3-D Secure: ` +
          "`authentication_not_found`, `authentication_card_mismatch`, `authentication_amount_mismatch`, `authentication_incomplete`, " +
          "`authentication_failed`, `authentication_already_used`, `authentication_expired`; `fraud_session_not_found`, `fraud_session_already_used`.",
        "503": "`service_unavailable`: the Pix provider did not answer a `pix` charge; nothing was created, retry.",
      },
    }),
    get: operation({
      tag,
      operationId: "listCharges",
      summary: "List charges",
      description:
        "Newest first. A merchant always gets its own charges (`merchant_id` cannot widen that); an admin may filter by `merchant_id`. " +
        "Pages by `page`, or by cursor (`starting_after`/`ending_before`, a charge id; `pagination.has_more`) for deep pages. " +
        "`total` is exact for filters by status, method, currency and whole days; other filters count up to 1,000, and past that " +
        "`total` is 1,000 with `pagination.total_is_estimate: true` (docs/api/conventions.md).",
      query: listChargesQuery,
      response: chargeSchema,
      list: true,
    }),
  },
  "/v1/charges/summary": {
    get: operation({
      tag,
      operationId: "getChargesSummary",
      summary: "Charges summary",
      description: "Counts and amounts by status, approval rate, volumes and average ticket, for the list's filters.",
      query: chargeSummaryQuery,
      response: chargeSummarySchema,
    }),
  },
  "/v1/charges/revenue-chart": {
    get: operation({
      tag,
      operationId: "getRevenueChart",
      summary: "Monthly revenue",
      description:
        "Captured less refunded, per UTC month, for the last `months` months; months without sales are zero.",
      query: revenueChartQuery,
      response: revenueChartSchema,
    }),
  },
  "/v1/charges/payment-methods": {
    get: operation({
      tag,
      operationId: "listPaymentMethods",
      summary: "Enabled payment methods",
      description:
        "What may be offered for a currency. Only BRL is processed; Google Pay is disabled; Pix is enabled for charges (not yet for payment links).",
      query: paymentMethodsQuery,
      response: paymentMethodsSchema,
    }),
  },
  "/v1/charges/export": {
    get: operation({
      tag,
      operationId: "exportCharges",
      summary: "Export charges as CSV",
      description:
        "The list's filters; at most 100 000 rows, newest first. `format=machine` (the default): amounts in centavos, " +
        "ISO 8601 UTC times, commas. `format=pt-BR`: for Brazilian spreadsheets (docs/api/csv.md).",
      query: exportChargesQuery,
      contentType: "text/csv",
    }),
  },
  "/v1/charges/{id}": {
    get: operation({
      tag,
      operationId: "getCharge",
      summary: "Get a charge",
      description: "One charge of the caller's merchant, in any status (a declined one included).",
      path: idPath,
      response: chargeSchema,
      errors: notFound,
    }),
  },
  "/v1/charges/{id}/capture": {
    post: operation({
      tag,
      operationId: "captureCharge",
      summary: "Capture a charge",
      description:
        "authorized → captured, once. `amount` (≤ authorized) captures part and releases the rest. Event `charge.captured`.",
      path: idPath,
      body: captureChargeBody,
      response: chargeSchema,
      errors: {
        ...notFound,
        "422": `${invalidState}; \`amount_exceeds_authorized\`; \`partial_capture_with_split\`.`,
        "502": acquirerRefused,
      },
    }),
  },
  "/v1/charges/{id}/refund": {
    post: operation({
      tag,
      operationId: "refundCharge",
      summary: "Refund a charge",
      description:
        "For a captured or partially refunded charge, Apple Pay included (by charge id alone). `amount` defaults to everything still refundable; " +
        "refunds may repeat until the captured amount is refunded. Concurrent refunds never exceed it. Events `charge.partially_refunded` / `charge.refunded`. " +
        "The part of a refund already paid out to the merchant (settled or anticipated receivables) is taken from its `main` wallet, which may go below zero only down to the merchant's refund allowance (0 by default, set by admins: `PATCH /v1/merchants/{id}/reserve-settings`); beyond it the refund is refused before the acquirer is asked, and nothing changes (docs/api/risk.md). " +
        "A Pix charge is refunded through its PSP (a devolução) within 90 days of its payment: while the PSP processes it the amount is reserved (`refundable_amount` lower) and `refunded_amount` rises when the PSP reports it done; a devolução the payer's bank refuses releases the amount (docs/api/pix.md).",
      path: idPath,
      body: refundChargeBody,
      response: chargeSchema,
      errors: {
        ...notFound,
        "422": `${invalidState} (an authorized charge is canceled, not refunded); \`amount_exceeds_refundable\`; \`insufficient_balance_for_refund\` (the paid-out part would take \`main\` below the refund allowance); \`refund_window_expired\` (a Pix paid more than 90 days ago).`,
        "502": acquirerRefused,
      },
    }),
  },
  "/v1/charges/{id}/cancel": {
    post: operation({
      tag,
      operationId: "cancelCharge",
      summary: "Cancel a charge",
      description:
        "Voids an authorized charge (nothing was captured) or abandons a pending Apple Pay charge. Event `charge.canceled`.",
      path: idPath,
      body: z.strictObject({}).meta({ id: "CancelChargeRequest" }),
      response: chargeSchema,
      errors: { ...notFound, "422": invalidState, "502": acquirerRefused },
    }),
  },
  "/v1/charges/reviews": {
    get: operation({
      tag,
      operationId: "listChargeReviews",
      summary: "List the fraud review queue",
      description: "Authorized charges that fraud analysis held for review, oldest first (docs/api/fraud.md).",
      query: listReviewsQuery,
      response: chargeSchema,
      list: true,
    }),
  },
  "/v1/charges/{id}/review": {
    post: operation({
      tag,
      operationId: "reviewCharge",
      summary: "Approve or reject a held charge",
      description:
        "`approve` captures the authorized amount (`charge.captured`); `reject` voids it (`charge.canceled`). Once per charge.",
      path: idPath,
      body: reviewChargeBody,
      response: chargeSchema,
      errors: {
        ...notFound,
        "422": "`not_in_review`: the charge is not authorized and waiting for review.",
        "502": acquirerRefused,
      },
    }),
  },
};
