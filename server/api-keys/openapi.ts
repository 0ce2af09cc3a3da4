import type { ZodOpenApiPathsObject } from "zod-openapi";
import { idPath, operation } from "@/server/openapi/operation";
import { apiKeySchema, createApiKeyBody, createdApiKeySchema, listApiKeysQuery, updateApiKeyBody } from "./schemas";

const tag = "API keys";

export const apiKeyPaths: ZodOpenApiPathsObject = {
  "/v1/api-keys": {
    post: operation({
      tag,
      summary: "Create an API key",
      description: "Makes a public/secret key pair for the current merchant (a platform key for an admin with no merchant chosen). The secret key is in this answer only.",
      body: createApiKeyBody,
      response: createdApiKeySchema,
      status: 201,
    }),
    get: operation({ tag, summary: "List API keys", query: listApiKeysQuery, response: apiKeySchema, list: true }),
  },
  "/v1/api-keys/{id}": {
    get: operation({ tag, summary: "Get an API key", path: idPath, response: apiKeySchema, errors: { "404": "No such API key." } }),
    patch: operation({
      tag,
      summary: "Update an API key",
      description: "Changes the name, the status (`inactive` keys answer 401) or the IP whitelist.",
      path: idPath,
      body: updateApiKeyBody,
      response: apiKeySchema,
      idempotent: false,
      errors: { "404": "No such API key." },
    }),
    delete: operation({
      tag,
      summary: "Revoke an API key",
      description: "Removes the key permanently.",
      path: idPath,
      response: apiKeySchema,
      errors: { "404": "No such API key." },
    }),
  },
};
