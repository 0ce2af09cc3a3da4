import type { ZodOpenApiPathsObject } from "zod-openapi";
import { type ApiTag, idPath, operation } from "@/server/platform/openapi/operation";
import {
  anticipationBody,
  anticipationSchema,
  decisionBody,
  listAnticipationsQuery,
  settingsSchema,
  simulateQuery,
  simulationSchema,
  summaryQuery,
  summarySchema,
  updateSettingsBody,
} from "./schemas";

const tag: ApiTag = {
  name: "Anticipations",
  description:
    "Being paid pending card receivables now, for a fee: amount × monthly rate ÷ 30 × days before each settles, half-up per receivable.",
};

export const anticipationTags: ApiTag[] = [tag];

const notFound = { "404": "No such anticipation (or another merchant's)." };
const choosing =
  "Receivables are chosen by `receivable_ids` (every one must be the merchant's, `pending`, settle after today, and have no refund of its charge awaiting the acquirer, or the answer is 422 `receivables_unavailable` with `details` naming each), " +
  "or as the eligible ones settling between `settlement_date_from` and `settlement_date_to`, earliest first, up to `amount` (whole receivables; 422 `no_eligible_receivables` when none is left). ";

export const anticipationPaths: ZodOpenApiPathsObject = {
  "/v1/anticipations/simulate": {
    post: operation({
      tag,
      operationId: "simulateAnticipation",
      summary: "Simulate an anticipation",
      description:
        choosing +
        "Answers what a request with the same body would take and pay today, and whether it would be approved at once. Changes nothing. " +
        "The totals come with their count, first and last settlement dates and a breakdown by month; `include_receivables=false` leaves out the list of receivables, which can run to thousands.",
      query: simulateQuery,
      body: anticipationBody,
      response: simulationSchema,
      errors: { "422": "`receivables_unavailable`, `no_eligible_receivables` or `amount_below_minimum`." },
    }),
  },
  "/v1/anticipations": {
    post: operation({
      tag,
      operationId: "requestAnticipation",
      summary: "Request an anticipation",
      description:
        choosing +
        "The receivables become `reserved` in the same transaction, so two requests never take the same one: a concurrent request takes what is left, or is 422. " +
        "Within the merchant's limits (see anticipation settings) it is approved and paid out at once (`completed`: the net credited to the main wallet, receivables `anticipated`); above them it stays `pending` for an admin.",
      body: anticipationBody,
      response: anticipationSchema,
      status: 201,
      errors: {
        "422":
          "`receivables_unavailable`, `no_eligible_receivables`, `amount_below_minimum`, `invalid_anticipation_type`, or `merchant_required` for an admin naming no merchant.",
      },
    }),
    get: operation({
      tag,
      operationId: "listAnticipations",
      summary: "List anticipations",
      description: "Newest first. A merchant sees its own; naming another merchant is 403 `cross_merchant_filter`.",
      query: listAnticipationsQuery,
      response: anticipationSchema,
      list: true,
    }),
  },
  "/v1/anticipations/summary": {
    get: operation({
      tag,
      operationId: "getAnticipationsSummary",
      summary: "Anticipations summary",
      description:
        "Totals by status; for completed ones the fees paid, the days anticipated weighted by amount and the effective monthly rate.",
      query: summaryQuery,
      response: summarySchema,
    }),
  },
  "/v1/anticipations/{id}": {
    get: operation({
      tag,
      operationId: "getAnticipation",
      summary: "Get an anticipation",
      description:
        "One anticipation of the caller's merchant, with its figures per receivable (docs/api/anticipations.md).",
      path: idPath,
      response: anticipationSchema,
      errors: notFound,
    }),
    delete: operation({
      tag,
      operationId: "cancelAnticipation",
      summary: "Cancel an anticipation",
      description:
        "Only a `pending` one: it becomes `canceled` and its receivables `pending` again. Any other status is 422 `invalid_state` and changes nothing.",
      path: idPath,
      response: anticipationSchema,
      errors: { ...notFound, "422": "Not pending (`invalid_state`)." },
    }),
  },
  "/v1/anticipations/{id}/approve": {
    post: operation({
      tag,
      operationId: "approveAnticipation",
      summary: "Approve an anticipation (admin)",
      description:
        "A `pending` anticipation is approved and paid out, priced again as of today (days already passed are not charged).",
      path: idPath,
      body: decisionBody,
      response: anticipationSchema,
      errors: { "403": "Not an admin.", ...notFound, "422": "Not pending (`invalid_state`)." },
    }),
  },
  "/v1/anticipations/{id}/reject": {
    post: operation({
      tag,
      operationId: "rejectAnticipation",
      summary: "Reject an anticipation (admin)",
      description:
        "A `pending` anticipation becomes `rejected` with the `reason` given; its receivables are `pending` again.",
      path: idPath,
      body: decisionBody,
      response: anticipationSchema,
      errors: { "403": "Not an admin.", ...notFound, "422": "Not pending (`invalid_state`)." },
    }),
  },
  "/v1/merchants/{id}/anticipation-settings": {
    get: operation({
      tag,
      operationId: "getAnticipationSettings",
      summary: "Get a merchant's anticipation settings",
      description:
        "The approval limits and the automatic anticipation. A merchant sees its own; another merchant's id is 404.",
      path: idPath,
      response: settingsSchema,
      errors: { "404": "No such merchant." },
    }),
    patch: operation({
      tag,
      operationId: "updateAnticipationSettings",
      summary: "Change a merchant's anticipation settings",
      description:
        "Fields left out keep their value. A merchant may change `automatic_*`; the `auto_approve_*` limits are an admin's (403 `admin_only`).",
      path: idPath,
      body: updateSettingsBody,
      response: settingsSchema,
      idempotent: false,
      errors: { "403": "A merchant sending an approval limit.", "404": "No such merchant." },
    }),
  },
};
