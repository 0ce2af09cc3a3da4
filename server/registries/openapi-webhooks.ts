import { z } from "zod";
import { createDocument, type oas31, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import type { ApiTag } from "@/server/platform/openapi/operation";
import { EVENT_NAMES, type EventName } from "@/server/platform/events/record-event";
import { API_VERSIONS, type ApiVersion } from "@/server/universal/api-versions";
import { anticipationSchema } from "@/server/money/anticipations/schemas";
import { bankAccountRecipientSchema, pixKeyRecipientSchema } from "@/server/money/recipients/schemas";
import { withdrawalSchema } from "@/server/money/withdrawals/schemas";
import { disputeSchema } from "@/server/money/disputes/schemas";
import { chargeSchema } from "@/server/payments/charges/views";
import { TEST_EVENT_NAME } from "@/server/delivery/webhooks/schemas";
import { eventFamilyOf, type EventFamily } from "@/server/platform/events/payloads/event-family";
import { PAYLOAD_FIELDS, PAYLOAD_NESTED_FIELDS } from "@/server/platform/events/payloads/presenters";

/**
 * The OpenAPI 3.1 `webhooks` of the document (a registry: it joins the delivery area's payload versions with the
 * live objects of the money and payments areas, which the delivery area must not import): one entry per event name, the request the service POSTs to a
 * subscribed endpoint, its body described per API version. A version's `data` is the live API object cut to
 * the fields that version publishes (PAYLOAD_FIELDS, the same lists its presenters keep), so the document
 * and the payloads cannot disagree; tests/webhooks/payload-openapi.test.ts validates every recorded fixture
 * against it. docs/api/webhooks.md, docs/api/versioning.md.
 */

type Shape = Record<string, z.ZodType>;

const testEventData = z.object({
  object: z.literal("webhook_test"),
  endpoint_id: z.uuid(),
  message: z.string(),
});

/** The live objects each family's snapshots are made of; a recipient is one of two kinds. */
const LIVE_OBJECTS: Record<EventFamily, z.ZodObject[]> = {
  charge: [chargeSchema],
  withdrawal: [withdrawalSchema],
  anticipation: [anticipationSchema],
  recipient: [bankAccountRecipientSchema, pixKeyRecipientSchema],
  dispute: [disputeSchema],
  webhook: [testEventData],
};

const FAMILY_NAMES: Record<EventFamily, string> = {
  charge: "Charge",
  withdrawal: "Withdrawal",
  anticipation: "Anticipation",
  recipient: "Recipient",
  dispute: "Dispute",
  webhook: "WebhookTest",
};

/** `2026-11-26` → `20261126`, for component names. */
const compact = (version: ApiVersion) => version.replaceAll("-", "");

/** A nested object (nullable or not) cut to `keys`: a version that published it with fewer fields. */
function cutNested(field: z.ZodType, keys: readonly string[]): z.ZodType {
  const description = field.meta()?.description;
  const nullable = field instanceof z.ZodNullable;
  const inner = nullable ? (field as z.ZodNullable<z.ZodType>).unwrap() : field;
  if (!(inner instanceof z.ZodObject)) throw new Error("only objects can be cut to fewer fields");
  const cut = pick(inner, keys);
  const out = nullable ? cut.nullable() : cut;
  return description ? out.meta({ description }) : out;
}

/** The live object cut to the fields `keys` lists, in their order; a listed field no live object has is a bug. */
function pick(
  object: z.ZodObject,
  keys: readonly string[],
  nested: Record<string, readonly string[]> = {},
): z.ZodObject {
  const shape = new Map<string, z.ZodType>(Object.entries(object.shape));
  const kept: Shape = {};
  for (const key of keys) {
    const field = shape.get(key);
    if (field) kept[key] = nested[key] ? cutNested(field, nested[key]) : field;
  }
  return z.strictObject(kept);
}

/** The component name of a family's `data` in one version, e.g. `ChargeEventData20261126`. */
const dataName = (family: EventFamily, version: ApiVersion) => `${FAMILY_NAMES[family]}EventData${compact(version)}`;

/** `data` of a family's payloads in one version, named as its component. */
function dataSchema(family: EventFamily, version: ApiVersion): z.ZodType {
  const keys = PAYLOAD_FIELDS[version][family];
  const objects = LIVE_OBJECTS[family];
  const unknown = keys.filter((k) => !objects.some((o) => k in o.shape));
  if (unknown.length)
    throw new Error(`${version} ${family} payloads publish ${unknown.join(", ")}, unknown to the API`);
  const [first, ...rest] = objects.map((o) => pick(o, keys, PAYLOAD_NESTED_FIELDS[version][family]));
  const description = `The \`data\` of \`${family}.*\` events delivered to endpoints pinned to \`${version}\`.`;
  return (rest.length ? z.union([first, ...rest]) : first).meta({ id: dataName(family, version), description });
}

/**
 * The `data` schemas as JSON Schema, for components/schemas. They are what the service sends, so they are
 * rendered the way answers are (zod-openapi's output side: `additionalProperties: false`, and the objects they
 * contain under the answers' own component names, `Refund`, `Bank`, …). A webhook's request body would render
 * them as input instead, and the objects shared with answers would split into two components each; so they are
 * rendered here as the answer of a throwaway document and only their own components are kept.
 */
export function webhookDataSchemas(): Record<string, oas31.SchemaObject> {
  const named = API_VERSIONS.flatMap((version) =>
    (Object.keys(FAMILY_NAMES) as EventFamily[]).map(
      (family) => [dataName(family, version), dataSchema(family, version)] as const,
    ),
  );
  const rendered = createDocument({
    openapi: "3.1.0",
    info: { title: "webhook data", version: "0" },
    paths: {
      "/": {
        get: {
          responses: {
            "200": {
              description: "",
              content: { "application/json": { schema: z.object(Object.fromEntries(named)) } },
            },
          },
        },
      },
    },
  });
  const schemas = rendered.components?.schemas ?? {};
  return Object.fromEntries(named.map(([name]) => [name, schemas[name] as oas31.SchemaObject]));
}

type WebhookEvent = EventName | typeof TEST_EVENT_NAME;

/** What each event means; the type requires every name. */
const EVENT_DESCRIPTIONS: Record<WebhookEvent, string> = {
  "charge.created": "A charge was created (any method, before authorization).",
  "charge.authorized": "The acquirer approved the charge.",
  "charge.captured": "The charge was captured (at once, or by `POST /v1/charges/{id}/capture`).",
  "charge.failed": "The acquirer declined the charge or failed; `failure_code` says why.",
  "charge.partially_refunded": "A refund left part of the captured amount.",
  "charge.refunded": "A refund left none of the captured amount.",
  "charge.canceled": "An authorization was released, or a pending charge canceled.",
  "withdrawal.created": "A withdrawal was requested; one past the merchant's daily total has `status: pending_review`.",
  "withdrawal.processing": "The withdrawal was sent to the bank rail.",
  "withdrawal.completed": "The withdrawal was paid; `authentication_code` and `receipt_url` are set.",
  "withdrawal.failed": "The bank refused the withdrawal; the money is back in the balance.",
  "withdrawal.canceled": "The withdrawal was canceled; the money is back in the balance.",
  "withdrawal.approved": "An admin let a withdrawal held for review go on (`status: pending`).",
  "withdrawal.rejected": "An admin refused a withdrawal held for review; the money is back, `reason` says why.",
  "anticipation.created": "An anticipation was requested.",
  "anticipation.processing": "The anticipation was approved and is being paid out.",
  "anticipation.completed": "The anticipation was paid out into the main wallet.",
  "anticipation.canceled": "A pending anticipation was canceled; its receivables are pending again.",
  "anticipation.rejected": "An admin rejected a pending anticipation; its receivables are pending again.",
  "recipient.updated":
    "A payout destination was set, changed or released from its cooling-off; the data is the recipient, masked.",
  "charge.dispute.created": "The acquirer notified a dispute of a charge; the data is the dispute.",
  "charge.dispute.updated": "The dispute's evidence changed or was submitted (`status: under_review`).",
  "charge.dispute.closed": "The dispute ended: `status` is `won`, `lost` or `accepted`.",
  "charge.dispute.funds_withdrawn": "The disputed amount and the dispute fee left the liable merchants' balances.",
  "charge.dispute.funds_reinstated": "The dispute was won: the disputed amount is back (the fee is not).",
  "webhook.test": "Sent only by `POST /v1/postbacks/endpoints/{id}/test`, tried once.",
};

/** `charge.partially_refunded` → `ChargePartiallyRefunded`. */
const pascal = (name: string) =>
  name
    .split(/[._]/)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");

const UUID_DESCRIPTION = "The event id: the same on every attempt and endpoint; de-duplicate on it.";

/** The body of one event in one version, as JSON Schema (its `data` is a component, see webhookDataSchemas). */
function payloadSchema(event: WebhookEvent, version: ApiVersion) {
  return {
    type: "object" as const,
    description: `\`${event}\` to an endpoint pinned to \`${version}\`.`,
    properties: {
      id: { type: "string" as const, format: "uuid", description: UUID_DESCRIPTION },
      event: { type: "string" as const, const: event },
      api_version: {
        type: "string" as const,
        const: version,
        description: "The endpoint's pinned version, which shaped `data`.",
      },
      created_at: {
        type: "string" as const,
        format: "date-time",
        description: "When the event happened (not when it was sent).",
      },
      data: { $ref: `#/components/schemas/${dataName(eventFamilyOf(event), version)}` },
    },
    required: ["id", "event", "api_version", "created_at", "data"],
    additionalProperties: false,
  };
}

const signatureHeaders = z.object({
  "webhook-id": z.string().meta({ description: "The event id (Standard Webhooks)." }),
  "webhook-timestamp": z.string().meta({ description: "Unix seconds of this send; refuse stale ones." }),
  "webhook-signature": z.string().meta({
    description:
      "`v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body.",
  }),
});

function eventOperation(event: WebhookEvent, tag: ApiTag): ZodOpenApiOperationObject {
  const [only, ...more] = API_VERSIONS.map((version) => payloadSchema(event, version));
  return {
    operationId: `receive${pascal(event)}Event`,
    summary: `\`${event}\``,
    description:
      `${EVENT_DESCRIPTIONS[event]} The service POSTs this to every active endpoint of the merchant that subscribes ` +
      "to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. " +
      "Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.",
    tags: [tag.name],
    // The signature headers authenticate the request, not a credential of the API.
    security: [],
    requestParams: { header: signatureHeaders },
    requestBody: {
      required: true,
      content: {
        "application/json": {
          schema: more.length ? { oneOf: [only, ...more] } : only,
        },
      },
    },
    responses: {
      "2XX": { description: "Received: the delivery is `success`." },
      "4XX": { description: "A failed attempt: retried on the schedule, `exhausted` after the 10th." },
      "5XX": { description: "A failed attempt: retried on the schedule, `exhausted` after the 10th." },
    },
  };
}

/** The document's `webhooks`: each event name, the request the endpoints receive. */
export function webhookEvents(tag: ApiTag): ZodOpenApiPathsObject {
  const names: WebhookEvent[] = [...EVENT_NAMES, TEST_EVENT_NAME];
  return Object.fromEntries(names.map((event) => [event, { post: eventOperation(event, tag) }]));
}
