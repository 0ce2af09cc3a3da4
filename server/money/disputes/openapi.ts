import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { type ApiTag, idPath, operation } from "@/server/platform/openapi/operation";
import {
  closeDisputeBody,
  disputeRateSchema,
  disputeRatesQuery,
  disputeSchema,
  evidenceBody,
  listDisputesQuery,
  MAX_EVIDENCE_FILES,
  openDisputeBody,
} from "./schemas";

const tag: ApiTag = {
  name: "Disputes",
  description:
    "Card chargebacks and retrieval requests the acquirer notifies, Pix MED infraction reports the Pix PSP " +
    "notifies (`kind: pix_med`), the merchant's evidence, and the money they move (docs/api/disputes.md). Events `charge.dispute.created`, `.updated`, `.closed`, `.funds_withdrawn`, " +
    "`.funds_reinstated`.",
};

export const disputeTags: ApiTag[] = [tag];

const notFound = { "404": "No such dispute (or another merchant's)." };
const notOpen = "`invalid_state`: the dispute no longer takes this (submitted or closed).";

export const disputePaths: ZodOpenApiPathsObject = {
  "/v1/disputes": {
    get: operation({
      tag,
      operationId: "listDisputes",
      summary: "List disputes",
      description:
        "Soonest `due_by` first. A merchant sees its own; an admin everyone's, or one merchant's with `merchant_id`. " +
        "`due_from`/`due_to` bound `due_by`.",
      query: listDisputesQuery,
      response: disputeSchema,
      list: true,
    }),
    post: operation({
      tag,
      operationId: "openDispute",
      summary: "Open a sandbox dispute (admin)",
      description:
        "Admin only. The sandbox acquirer disputes a captured card charge and notifies it as any acquirer would: a " +
        "`chargeback` withdraws the amount (and the dispute fee) at once; an `inquiry` (retrieval request) moves no " +
        "money until it is lost or accepted. A captured Pix charge gets a MED infraction report from the sandbox PSP " +
        "instead (`kind: pix_med`, reason `fraudulent`): the amount is blocked, no fee; lost or accepted, it is " +
        "returned to the payer as a devolução. One dispute per charge.",
      body: openDisputeBody,
      response: disputeSchema,
      status: 201,
      errors: {
        "400": "A Pix charge with a reason other than `fraudulent` or as an `inquiry`.",
        "404": "No such captured charge.",
        "422": "`invalid_state` (not captured), `charge_disputed` (already disputed), `amount_exceeds_disputable`.",
      },
    }),
  },
  "/v1/disputes/rates": {
    get: operation({
      tag,
      operationId: "listDisputeRates",
      summary: "Dispute rate per merchant (admin)",
      description:
        "Admin only. Card disputes opened ÷ card charges captured in the last `days` (Pix MED reports count in neither), per merchant, highest first, flagged " +
        "above 0.9 % (where the card networks' monitoring programs start).",
      query: disputeRatesQuery,
      response: z.array(disputeRateSchema),
    }),
  },
  "/v1/disputes/{id}": {
    get: operation({
      tag,
      operationId: "getDispute",
      summary: "Get a dispute",
      description: "The dispute with its evidence, files (described, not their bytes) and timeline.",
      path: idPath,
      response: disputeSchema,
      errors: notFound,
    }),
  },
  "/v1/disputes/{id}/evidence": {
    post: operation({
      tag,
      operationId: "updateDisputeEvidence",
      summary: "Add evidence to a dispute",
      description:
        "Text fields replace the ones named (an empty string clears one); `files` are added, at most " +
        `${MAX_EVIDENCE_FILES} per dispute, each a PDF, PNG or JPEG as base64 or a data URL, decided by its bytes; ` +
        "another type is 400 `unsupported_file_type` and nothing of the request is stored. Only before submission.",
      path: idPath,
      body: evidenceBody,
      response: disputeSchema,
      errors: { ...notFound, "422": `${notOpen} \`too_many_files\`.` },
    }),
  },
  "/v1/disputes/{id}/submit": {
    post: operation({
      tag,
      operationId: "submitDispute",
      summary: "Submit a dispute's evidence",
      description:
        "Sends the evidence to the acquirer; it can no longer change (`under_review`). Sandbox: evidence containing " +
        "`winning_evidence` is won at once, `losing_evidence` lost; anything else waits for an admin's decision.",
      path: idPath,
      idempotent: true,
      response: disputeSchema,
      errors: { ...notFound, "422": `${notOpen} \`evidence_required\`: there is no evidence yet.` },
    }),
  },
  "/v1/disputes/{id}/accept": {
    post: operation({
      tag,
      operationId: "acceptDispute",
      summary: "Accept a dispute",
      description:
        "The merchant concedes (`accepted`): the disputed amount goes back to the cardholder; a retrieval request " +
        "has its funds withdrawn first. The fee is not returned.",
      path: idPath,
      idempotent: true,
      response: disputeSchema,
      errors: { ...notFound, "422": notOpen },
    }),
  },
  "/v1/disputes/{id}/close": {
    post: operation({
      tag,
      operationId: "closeDispute",
      summary: "Decide a sandbox dispute (admin)",
      description:
        "Admin only, sandbox: the issuer's decision on an open dispute. `won` returns the amount to whoever bore it " +
        "(not the fee); `lost` sends it to the cardholder.",
      path: idPath,
      body: closeDisputeBody,
      response: disputeSchema,
      errors: { ...notFound, "422": notOpen },
    }),
  },
};
