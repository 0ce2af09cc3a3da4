import type { ZodOpenApiPathsObject } from "zod-openapi";
import { type ApiTag, idPath, operation } from "@/server/platform/openapi/operation";
import { createFraudSessionBody, fraudSessionSchema } from "./sessions";
import { fraudSettingsBody, fraudSettingsSchema } from "./settings";

const tag: ApiTag = {
  name: "Fraud analysis",
  description:
    "Device sessions collected by the browser SDK, and the per-merchant thresholds of the rules engine that scores every card charge 0–100.",
};

export const fraudTags: ApiTag[] = [tag];

export const fraudPaths: ZodOpenApiPathsObject = {
  "/v1/fraud/sessions": {
    post: operation({
      tag,
      operationId: "createFraudSession",
      summary: "Record a device session",
      description:
        "Called from the buyer's browser by the SDK (`sdk.fraud.collect()`), with the public key alone; CORS for any origin. Pass the answered `id` as `payment_details.fraud_session_id` of one charge.",
      body: createFraudSessionBody,
      response: fraudSessionSchema,
      status: 201,
      publicKey: true,
    }),
  },
  "/v1/merchants/{id}/fraud-settings": {
    get: operation({
      tag,
      operationId: "getFraudSettings",
      summary: "Get a merchant's fraud thresholds",
      description: "The merchant itself or an admin. Defaults until an admin sets them.",
      path: idPath,
      response: fraudSettingsSchema,
      errors: { "404": "No such merchant (or another merchant)." },
    }),
    patch: operation({
      tag,
      operationId: "updateFraudSettings",
      // A PATCH: the transport replays keys of POSTs only.
      idempotent: false,
      summary: "Set a merchant's fraud thresholds",
      description: "Admins only. Fields not sent keep their value; `review_score` must not be above `deny_score`.",
      path: idPath,
      body: fraudSettingsBody,
      response: fraudSettingsSchema,
      errors: { "404": "No such merchant.", "422": "`invalid_thresholds`." },
    }),
  },
};
