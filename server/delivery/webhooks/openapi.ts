import type { ZodOpenApiPathsObject } from "zod-openapi";
import { type ApiTag, idPath, operation } from "@/server/platform/openapi/operation";
import {
  createEndpointBody,
  deletedEndpointSchema,
  deliveryLogDetailSchema,
  deliveryLogSchema,
  endpointSchema,
  endpointWithSecretSchema,
  listDeliveryLogsQuery,
  listEndpointsQuery,
  updateEndpointBody,
} from "./schemas";

const tag: ApiTag = {
  name: "Webhooks",
  description:
    "Endpoints that receive signed event notifications (the Standard Webhooks scheme), and the log of every delivery to them.",
};

/** The tag of the document's `webhooks` (server/registries/openapi-webhooks.ts). */
export const webhookEventsTag: ApiTag = {
  name: "Webhook events",
  description:
    "The requests the service sends to your webhook endpoints, one per event name, with the body of each API version " +
    "(the document's `webhooks`; docs/api/webhooks.md).",
};

export const webhookTags: ApiTag[] = [tag, webhookEventsTag];

const notFound = { "404": "No such webhook endpoint." };

const delivery =
  "Each event is POSTed to every active endpoint of the merchant that subscribes to it, with the JSON body " +
  '`{"id", "event", "api_version", "created_at", "data"}` (`data` is the object at the time of the event, shaped by the endpoint\'s `api_version`: see docs/api/versioning.md; `id` is the event id: de-duplicate on it), ' +
  "signed the Standard Webhooks way: headers `webhook-id` (the event id), `webhook-timestamp` (unix seconds of the send) and " +
  '`webhook-signature: v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}" keyed with the base64-decoded part of the `whsec_` secret>`. ' +
  "A 2xx answer within 10 seconds is success; anything else, or no answer (the request is aborted), is a failed attempt. " +
  "Retry schedule (the delay before each attempt; the reasoning is in docs/api/webhooks.md): attempt 1 is made 30 s after the event, " +
  "then each failed attempt k is followed by attempt k+1 after 1 min, 5 min, 15 min, 30 min, 1 h, 2 h, 4 h, 8 h and 24 h " +
  "(attempts at 30 s, 1 min 30 s, 6 min 30 s, 21 min 30 s, 51 min 30 s, 1 h 51 min 30 s, 3 h 51 min 30 s, 7 h 51 min 30 s, " +
  "15 h 51 min 30 s and 39 h 51 min 30 s after the event). The 10th failed attempt makes the delivery `exhausted`. " +
  "Private, loopback and link-local targets are refused at creation and again at every send, after DNS resolution; redirects are not followed.";

export const webhookPaths: ZodOpenApiPathsObject = {
  "/v1/postbacks/endpoints": {
    post: operation({
      tag,
      operationId: "createWebhookEndpoint",
      summary: "Create a webhook endpoint",
      description: `Registers a URL to receive events, pinned to \`api_version\` (the current version unless the request names another known one). The signing secret (\`whsec_…\`) is in this answer only.\n\n${delivery}`,
      body: createEndpointBody,
      response: endpointWithSecretSchema,
      status: 201,
      errors: {
        "422":
          "`endpoint_limit_reached` (20 endpoints per merchant) or `merchant_required` (an admin must switch to a merchant).",
      },
    }),
    get: operation({
      tag,
      operationId: "listWebhookEndpoints",
      summary: "List webhook endpoints",
      description: "The merchant's endpoints, newest first.",
      query: listEndpointsQuery,
      response: endpointSchema,
      list: true,
    }),
  },
  "/v1/postbacks/endpoints/{id}": {
    get: operation({
      tag,
      operationId: "getWebhookEndpoint",
      summary: "Get a webhook endpoint",
      description:
        "One webhook endpoint of the caller's merchant: its URL, the events it subscribes to and its pinned `api_version`. The signing secret is shown only when it is created or regenerated.",
      path: idPath,
      response: endpointSchema,
      errors: notFound,
    }),
    patch: operation({
      tag,
      operationId: "updateWebhookEndpoint",
      summary: "Update a webhook endpoint",
      description:
        "Changes the URL, the events, the description, `active` or `api_version`. A disabled endpoint gets no new deliveries; its pending ones wait until it is enabled again. " +
        "A new `api_version` shapes the deliveries made from now on; those already made keep their bytes.",
      path: idPath,
      body: updateEndpointBody,
      response: endpointSchema,
      idempotent: false,
      errors: notFound,
    }),
    delete: operation({
      tag,
      operationId: "deleteWebhookEndpoint",
      summary: "Delete a webhook endpoint",
      description: "Removes the endpoint. Its delivery logs stay; its unfinished deliveries end `exhausted`.",
      path: idPath,
      response: deletedEndpointSchema,
      errors: notFound,
    }),
  },
  "/v1/postbacks/endpoints/{id}/regenerate-secret": {
    post: operation({
      tag,
      operationId: "regenerateWebhookEndpointSecret",
      // A POST: the transport replays its Idempotency-Key like any other (docs/api/idempotency.md).
      idempotent: true,
      summary: "Regenerate an endpoint's signing secret",
      description:
        "Creates a new signing secret, returned in this answer only. The previous secret is invalid at once: every request from now on, retries included, is signed with the new one.",
      path: idPath,
      response: endpointWithSecretSchema,
      errors: notFound,
    }),
  },
  "/v1/postbacks/endpoints/{id}/test": {
    post: operation({
      tag,
      operationId: "sendWebhookTestEvent",
      // A POST: the transport replays its Idempotency-Key like any other (docs/api/idempotency.md).
      idempotent: true,
      summary: "Send a test event",
      description:
        "Sends a signed `webhook.test` event to the endpoint now (also when it is disabled) and answers its delivery log. Test events are tried once (`max_attempts` 1): a failure ends `exhausted`.",
      path: idPath,
      response: deliveryLogDetailSchema,
      status: 201,
      errors: notFound,
    }),
  },
  "/v1/postbacks/delivery-logs": {
    get: operation({
      tag,
      operationId: "listWebhookDeliveries",
      summary: "List delivery logs",
      description: `Audit of deliveries, newest first. \`page\` defaults to 1, \`limit\` to 20.\n\n${delivery}`,
      query: listDeliveryLogsQuery,
      response: deliveryLogSchema,
      list: true,
    }),
  },
  "/v1/postbacks/delivery-logs/{id}": {
    get: operation({
      tag,
      operationId: "getWebhookDelivery",
      summary: "Get a delivery log",
      description:
        "One delivery with the request sent (URL, headers, body), the last answer received and every attempt.",
      path: idPath,
      response: deliveryLogDetailSchema,
      errors: { "404": "No such delivery log." },
    }),
  },
  "/v1/postbacks/delivery-logs/{id}/resend": {
    post: operation({
      tag,
      operationId: "resendWebhookDelivery",
      // A POST: the transport replays its Idempotency-Key like any other (docs/api/idempotency.md).
      idempotent: true,
      summary: "Resend a delivery",
      description:
        "Sends the delivery again now, whatever its status, and records the attempt (`trigger: manual`). A 2xx makes it `success`. " +
        "A failure of a `pending` or `failed` delivery counts as its next attempt (the schedule continues from now; after the 10th it is `exhausted`); " +
        "a failed resend leaves a `success` or `exhausted` delivery as it was. Works for disabled endpoints, not deleted ones.",
      path: idPath,
      response: deliveryLogDetailSchema,
      errors: {
        "404": "No such delivery log.",
        "422": "`endpoint_deleted`, or `delivery_in_progress` while an attempt of it is being sent.",
      },
    }),
  },
};
