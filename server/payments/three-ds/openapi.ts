import type { ZodOpenApiPathsObject } from "zod-openapi";
import { type ApiTag, idPath, operation } from "@/server/platform/openapi/operation";
import { authenticationSchema, createAuthenticationBody } from "./schemas";

const tag: ApiTag = {
  name: "3-D Secure",
  description:
    "EMV 3-D Secure 2 authentication of the cardholder with the issuer, run by the browser SDK with the public key; a successful authentication is then passed to POST /v1/charges.",
};

export const threeDsTags: ApiTag[] = [tag];

const notFound = { "404": "No such authentication (or another merchant's)." };

export const threeDsPaths: ZodOpenApiPathsObject = {
  "/v1/3ds/authentications": {
    post: operation({
      tag,
      operationId: "createThreeDsAuthentication",
      summary: "Authenticate a cardholder (3-D Secure 2)",
      description: [
        "Called from the buyer's browser by the SDK (`sdk.threeDS.authenticate`), with the **public key alone**; CORS for any origin.",
        "Runs the directory server and the issuer's ACS for the card token, amount and currency. `trans_status`: `Y` (frictionless,",
        "authenticated), `A` (attempted), `C` (challenge: show `challenge_url` in an iframe of this page, which only the `Origin` of this",
        "call may frame), `N`, `R`, `U`. An authentication expires 10 minutes after creation and pays one charge at most.",
        "See docs/api/three-ds.md for the test cards.",
      ].join("\n"),
      body: createAuthenticationBody,
      response: authenticationSchema,
      status: 201,
      publicKey: true,
      errors: { "400": "Bad body, or `token` is not a card token of this merchant (`invalid_token`)." },
    }),
  },
  "/v1/3ds/authentications/{id}": {
    get: operation({
      tag,
      operationId: "getThreeDsAuthentication",
      summary: "Get a 3-D Secure authentication",
      description: "Its current result: the SDK reads it when the challenge page says the challenge ended.",
      path: idPath,
      response: authenticationSchema,
      publicKey: true,
      errors: notFound,
    }),
  },
  "/v1/3ds/authentications/{id}/cancel": {
    post: operation({
      tag,
      operationId: "cancelThreeDsAuthentication",
      // A POST: the transport replays its Idempotency-Key like any other (docs/api/idempotency.md).
      idempotent: true,
      summary: "Cancel a pending challenge",
      description:
        "The buyer closed the challenge (the SDK's modal, Escape): a `C` authentication ends `N` with `status_reason` `challenge_canceled`. Any other state is answered unchanged.",
      path: idPath,
      response: authenticationSchema,
      publicKey: true,
      errors: notFound,
    }),
  },
};
