import type { ZodOpenApiPathsObject } from "zod-openapi";
import { type ApiTag, idPath, operation } from "@/server/platform/openapi/operation";
import { updateUserBody, userSchema } from "./schemas";

const tag: ApiTag = {
  name: "Users",
  description:
    "Dashboard accounts, for admins: end a user's sessions or disable it (docs/api/authentication.md, session checks).",
};

export const userTags: ApiTag[] = [tag];

export const userPaths: ZodOpenApiPathsObject = {
  "/v1/users/{id}": {
    patch: operation({
      tag,
      operationId: "updateUser",
      // A PATCH: the transport replays keys of POSTs only.
      idempotent: false,
      summary: "Disable or re-enable a user",
      description:
        "Admins only. A disabled user cannot sign in, and its open dashboard sessions are refused from their next request. Enabling it again does not revive those sessions.",
      path: idPath,
      body: updateUserBody,
      response: userSchema,
      errors: { "404": "No such user." },
    }),
  },
  "/v1/users/{id}/revoke-sessions": {
    post: operation({
      tag,
      operationId: "revokeUserSessions",
      // A POST: the transport replays its Idempotency-Key like any other (docs/api/idempotency.md).
      idempotent: true,
      summary: "Revoke a user's sessions",
      description:
        "Admins only. Every dashboard session the user signed in before now is refused from its next request (within a few seconds on every instance); the user signs in again.",
      path: idPath,
      response: userSchema,
      errors: { "404": "No such user." },
    }),
  },
};
