import type { ZodOpenApiPathsObject } from "zod-openapi";
import { type ApiTag, idPath, operation } from "@/server/platform/openapi/operation";
import {
  apiKeySchema,
  createApiKeyBody,
  createdApiKeySchema,
  deletedApiKeySchema,
  listApiKeysQuery,
  updateApiKeyBody,
} from "./schemas";

const tag: ApiTag = {
  name: "API keys",
  description:
    "Public/secret key pairs that authenticate calls with HTTP Basic (`pk_…` as the user name, `sk_…` as the password). A secret key is shown once, in the answer that creates it.",
};

export const apiKeyTags: ApiTag[] = [tag];

export const apiKeyPaths: ZodOpenApiPathsObject = {
  "/v1/api-keys": {
    post: operation({
      tag,
      operationId: "createApiKey",
      summary: "Create an API key",
      description:
        "Makes a public/secret key pair for the current merchant (a platform key for an admin with no merchant chosen). The secret key is in this answer only. From the dashboard it needs a fresh step-up of the session.",
      body: createApiKeyBody,
      response: createdApiKeySchema,
      status: 201,
      errors: {
        "403":
          "From the dashboard: `step_up_required` until the session confirmed its user in the last 10 minutes (docs/api/authentication.md, Step-up). Key pairs are not asked.",
      },
    }),
    get: operation({
      tag,
      operationId: "listApiKeys",
      summary: "List API keys",
      description:
        "The caller's merchant's key pairs (an admin: every merchant's, or one with `merchant_id`). A secret key is shown only in the answer that created it, never here.",
      query: listApiKeysQuery,
      response: apiKeySchema,
      list: true,
    }),
  },
  "/v1/api-keys/{id}": {
    get: operation({
      tag,
      operationId: "getApiKey",
      summary: "Get an API key",
      description:
        "One key pair of the caller's merchant. The secret key is not shown: it is answered once, at creation.",
      path: idPath,
      response: apiKeySchema,
      errors: { "404": "No such API key." },
    }),
    patch: operation({
      tag,
      operationId: "updateApiKey",
      summary: "Update an API key",
      description:
        "Changes the name, the status (`inactive` keys answer 401) or the IP whitelist. From the dashboard, changing `ip_whitelist` or setting `status: active` needs a fresh step-up of the session; renaming and disabling never do.",
      path: idPath,
      body: updateApiKeyBody,
      response: apiKeySchema,
      idempotent: false,
      errors: {
        "403":
          "From the dashboard: `step_up_required` until the session confirmed its user in the last 10 minutes (docs/api/authentication.md, Step-up). Key pairs are not asked.",
        "404": "No such API key.",
      },
    }),
    delete: operation({
      tag,
      operationId: "revokeApiKey",
      summary: "Revoke an API key",
      description:
        "Removes the key permanently: its credentials answer 401 from then on. Answers the key as it was, with `deleted: true`.",
      path: idPath,
      response: deletedApiKeySchema,
      errors: { "404": "No such API key." },
    }),
  },
};
