import { z } from "zod";
import { EVENT_NAMES, TEST_EVENT_NAME } from "@/server/platform/events/record-event";
import { pageQuery } from "@/server/platform/lists/pagination";
import { deliveryStatuses } from "@/db/schema/webhooks";
import { WEBHOOK_FAILURE_CODES } from "@/db/vocabularies";
import { API_VERSIONS, CURRENT_API_VERSION } from "@/server/universal/api-versions";

export { TEST_EVENT_NAME };

const eventSelector = z.enum(["*", ...EVENT_NAMES]);

/** Why the attempt failed, as a code beside the English `error_message` (docs/api/webhooks.md). */
const failureFields = {
  error_message: z.string().nullable().meta({ description: "Why the attempt failed, in English; null on success." }),
  error_code: z.enum(WEBHOOK_FAILURE_CODES).nullable().meta({
    description:
      "Why the attempt failed, as a code: `http_status` (a non-2xx answer), `timeout`, `invalid_url`, `https_required`, `address_refused` (the host resolves to a private address), `dns_failure`, `connection_refused`, `tls_error`, `network_error`, `endpoint_deleted`. Null on success, and on attempts made before codes were recorded whose message names no known cause.",
  }),
  error_params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .nullable()
    .meta({
      description:
        "The code's parameters: `status` (HTTP status) of `http_status`, `ms` of `timeout`, `detail` (the system's error code, such as `ECONNRESET`) of the network failures.",
      example: { status: 500 },
    }),
};

const eventsSchema = z
  .array(eventSelector)
  .min(1)
  .max(EVENT_NAMES.length)
  .refine((list) => new Set(list).size === list.length, { message: "Event names must not repeat." })
  .refine((list) => !list.includes("*") || list.length === 1, {
    message: "`*` stands alone: it already means every event.",
  })
  .meta({
    description: 'Event names to receive, or `["*"]` for every event.',
    example: ["charge.captured", "charge.refunded"],
  });

const urlSchema = z.string().trim().min(1).max(2048).meta({
  description:
    "Where events are POSTed. `https` in production; private, loopback and link-local addresses are refused.",
  example: "https://example.com/webhooks/payments",
});

const descriptionSchema = z.string().trim().max(500).nullable();

const apiVersionSchema = z.enum(API_VERSIONS).meta({
  description:
    "The API version the payloads sent to this endpoint are shaped in (docs/api/versioning.md). A new endpoint is pinned to the current version; deliveries already made keep the version they were made in.",
  example: CURRENT_API_VERSION,
});

export const createEndpointBody = z
  .strictObject({
    url: urlSchema,
    events: eventsSchema.default(["*"]),
    description: descriptionSchema.optional(),
    active: z.boolean().default(true),
    api_version: apiVersionSchema.optional(),
  })
  .meta({ id: "CreateWebhookEndpointRequest" });

export const updateEndpointBody = z
  .strictObject({
    url: urlSchema.optional(),
    events: eventsSchema.optional(),
    description: descriptionSchema.optional(),
    active: z
      .boolean()
      .optional()
      .meta({ description: "`false` stops new deliveries; pending ones wait until it is `true` again." }),
    api_version: apiVersionSchema.optional(),
  })
  .meta({ id: "UpdateWebhookEndpointRequest" });

export const listEndpointsQuery = z.strictObject({ ...pageQuery });

export const endpointSchema = z
  .object({
    id: z.uuid(),
    merchant_id: z.uuid(),
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(z.string()),
    active: z.boolean(),
    api_version: apiVersionSchema,
    secret_hint: z.string().meta({
      description: "`whsec_…` and the secret's last four characters, to tell secrets apart.",
      example: "whsec_…k3Q=",
    }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "WebhookEndpoint" });

export const endpointWithSecretSchema = endpointSchema
  .extend({
    secret: z.string().meta({
      description:
        "The signing secret (`whsec_…`), in this answer only: store it now. Verify deliveries with it (Standard Webhooks).",
    }),
  })
  .meta({ id: "WebhookEndpointWithSecret" });

export const deletedEndpointSchema = endpointSchema
  .extend({ deleted: z.literal(true) })
  .meta({ id: "DeletedWebhookEndpoint" });

export const listDeliveryLogsQuery = z.strictObject({
  ...pageQuery,
  status: z.enum(deliveryStatuses).optional(),
  event_name: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: "Exact event name, e.g. `charge.captured`." }),
  endpoint_id: z.uuid().optional().meta({ description: "Deliveries to one endpoint." }),
});

const deliveryStatus = z.enum(deliveryStatuses).meta({
  description:
    "`pending` (no attempt yet), `success` (a 2xx within the timeout), `failed` (the last attempt failed; `next_retry_at` says when the next is due), `exhausted` (no further automatic attempts).",
});

export const deliveryLogSchema = z
  .object({
    id: z.uuid(),
    endpoint_id: z.uuid(),
    endpoint_url: z.string().meta({ description: "The endpoint's current URL." }),
    event_id: z.uuid().meta({ description: "The payload's `id`: receivers de-duplicate on it." }),
    event_name: z.string(),
    status: deliveryStatus,
    attempt: z.number().int().meta({ description: "Attempts made so far, automatic and manual." }),
    max_attempts: z
      .number()
      .int()
      .meta({ description: "Automatic attempts before `exhausted` (10; 1 for test events)." }),
    response_status_code: z.number().int().nullable(),
    ...failureFields,
    duration_ms: z.number().int().nullable(),
    response_body: z.string().nullable().meta({ description: "The first 2048 characters of the last answer." }),
    next_retry_at: z.iso.datetime().nullable(),
    last_attempt_at: z.iso.datetime().nullable(),
    delivered_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "WebhookDeliveryLog" });

export const deliveryAttemptSchema = z
  .object({
    attempt: z.number().int(),
    trigger: z.enum(["automatic", "manual", "test"]),
    succeeded: z.boolean(),
    attempted_at: z.iso.datetime(),
    duration_ms: z.number().int(),
    request_url: z.string(),
    request_headers: z.record(z.string(), z.string()),
    response_status_code: z.number().int().nullable(),
    response_body: z.string().nullable(),
    ...failureFields,
    status_after: deliveryStatus,
    next_retry_at: z.iso.datetime().nullable(),
  })
  .meta({ id: "WebhookDeliveryAttempt" });

export const deliveryLogDetailSchema = deliveryLogSchema
  .extend({
    request: z
      .object({
        url: z.string().nullable(),
        headers: z.record(z.string(), z.string()).nullable(),
        body: z.string().meta({ description: "The exact JSON body sent (the same for every attempt)." }),
      })
      .meta({ description: "The last request sent (headers are those of the last attempt)." }),
    attempts: z.array(deliveryAttemptSchema).meta({ description: "Every attempt, oldest first." }),
  })
  .meta({ id: "WebhookDeliveryLogDetail" });

export type EndpointView = z.infer<typeof endpointSchema>;
export type DeliveryLogView = z.infer<typeof deliveryLogSchema>;
export type DeliveryAttemptView = z.infer<typeof deliveryAttemptSchema>;

/** Operations without a body still refuse unknown fields. */
export const emptyBody = z.strictObject({});
