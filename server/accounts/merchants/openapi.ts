import type { ZodOpenApiPathsObject } from "zod-openapi";
import { type ApiTag, idPath, operation } from "@/server/platform/openapi/operation";
import { userSchema } from "@/server/accounts/users/schemas";
import {
  createdMerchantSchema,
  createMerchantBody,
  listMerchantsQuery,
  listMerchantUsersQuery,
  merchantSchema,
  securitySettingsSchema,
  updateMerchantBody,
  updateSecuritySettingsBody,
} from "./schemas";

const tag: ApiTag = {
  name: "Merchants",
  description:
    "The platform's merchants, for admins: list and search them, create one with its first user, suspend or reactivate it, see its users. A merchant reads itself.",
};

export const merchantTags: ApiTag[] = [tag];

export const merchantPaths: ZodOpenApiPathsObject = {
  "/v1/merchants": {
    get: operation({
      tag,
      operationId: "listMerchants",
      summary: "List merchants",
      description: "Admins only, by name. `search` matches part of the name or e-mail, or the document's digits.",
      query: listMerchantsQuery,
      response: merchantSchema,
      list: true,
      errors: { "403": "Not an admin." },
    }),
    post: operation({
      tag,
      operationId: "createMerchant",
      summary: "Create a merchant",
      description:
        "Admins only. Creates the merchant and its first dashboard user (the e-mail given). Without `password` one is generated and answered once, in `password`. Recorded in the audit log.",
      body: createMerchantBody,
      response: createdMerchantSchema,
      status: 201,
      errors: { "403": "Not an admin.", "422": "A user with this e-mail exists (`email_taken`)." },
    }),
  },
  "/v1/merchants/{id}": {
    get: operation({
      tag,
      operationId: "getMerchant",
      summary: "Get a merchant",
      description: "A merchant reads itself; admins read any. Another merchant's id is 404.",
      path: idPath,
      response: merchantSchema,
      errors: { "404": "No such merchant." },
    }),
    patch: operation({
      tag,
      operationId: "updateMerchant",
      summary: "Update, suspend or reactivate a merchant",
      description:
        "Admins only. `status: inactive` suspends the merchant: its API keys and public key answer 401 and its users' dashboard sessions end at their next request; `active` restores them. Recorded in the audit log.",
      path: idPath,
      body: updateMerchantBody,
      response: merchantSchema,
      idempotent: false,
      errors: { "403": "Not an admin.", "404": "No such merchant." },
    }),
  },
  "/v1/merchants/{id}/users": {
    get: operation({
      tag,
      operationId: "listMerchantUsers",
      summary: "List a merchant's users",
      description:
        "Admins only: the merchant's dashboard users, oldest first, to disable one (`PATCH /v1/users/{id}`) or end its sessions.",
      path: idPath,
      query: listMerchantUsersQuery,
      response: userSchema,
      list: true,
      errors: { "403": "Not an admin.", "404": "No such merchant." },
    }),
  },
  "/v1/merchants/{id}/security-settings": {
    get: operation({
      tag,
      operationId: "getSecuritySettings",
      summary: "Get a merchant's dashboard security rules",
      description:
        "Whether every dashboard user of the merchant must use TOTP. A merchant reads its own; another merchant's id is 404.",
      path: idPath,
      response: securitySettingsSchema,
      errors: { "404": "No such merchant." },
    }),
    patch: operation({
      tag,
      operationId: "updateSecuritySettings",
      summary: "Require two-factor for all of a merchant's users",
      description:
        "An admin, or the merchant's own dashboard user after a step-up (403 `step_up_required` without one, docs/api/authentication.md). A merchant's API key cannot change it (403 `session_required`): a leaked secret key must not lower the dashboard's defences. When on, users without TOTP may only enrol from their next request.",
      path: idPath,
      body: updateSecuritySettingsBody,
      response: securitySettingsSchema,
      idempotent: false,
      errors: {
        "403":
          "A merchant's API key (`session_required`), or a dashboard session without a fresh step-up (`step_up_required`).",
        "404": "No such merchant.",
      },
    }),
  },
};
