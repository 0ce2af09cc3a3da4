import { z } from "zod";
import type {
  ZodOpenApiOperationObject,
  ZodOpenApiPathsObject,
  ZodOpenApiResponseObject,
  ZodOpenApiResponsesObject,
} from "zod-openapi";
import { ERROR_TYPES } from "@/server/platform/errors";
import { paginationSchema } from "@/server/platform/lists/pagination";
import { apiVersionRequestHeader, apiVersionResponseHeaders } from "./api-version-header";

export const errorSchema = z
  .object({
    error: z.object({
      type: z.enum(ERROR_TYPES),
      code: z.string(),
      message: z.string(),
      param: z.string().optional().meta({ description: "The first bad field, e.g. `amount` or `customer.email`." }),
      details: z.array(z.object({ param: z.string(), message: z.string() })).optional(),
      request_id: z
        .string()
        .optional()
        .meta({ description: "On a 500 only: the request's id (as `X-Request-Id`), for support." }),
    }),
  })
  .meta({ id: "Error" });

// Errors say their version too: an integrator pinned to a version reads the error body in it (docs/api/versioning.md).
const errorResponse = (description: string) => ({
  description,
  headers: apiVersionResponseHeaders,
  content: { "application/json": { schema: errorSchema } },
});

/**
 * The error answers many operations share, published once under `components/responses` (the registry puts
 * them there) and referenced by each operation that can answer them; an operation that says more about one
 * (`errors: { "404": "No such charge." }`) references it with its own description. docs/api/errors.md.
 */
export const sharedResponses = {
  BadRequest: errorResponse(
    "`validation_error`: a field is missing or malformed (`param` names the first), the body is not JSON " +
      "(`invalid_json`), or `Idempotency-Key` is longer than 255 characters.",
  ),
  Unauthorized: {
    ...errorResponse("Missing or invalid credentials, or an inactive or revoked key (`invalid_credentials`)."),
    headers: apiVersionResponseHeaders.extend({
      "WWW-Authenticate": z.string().meta({ description: 'Always `Basic realm="api"`.' }),
    }),
  },
  Forbidden: errorResponse("Address outside the key's IP whitelist (`ip_not_allowed`), or an admin-only operation."),
  NotFound: errorResponse(
    "`resource_not_found`: no such object for this merchant (another merchant's answers the same 404).",
  ),
  IdempotencyConflict: errorResponse(
    "`idempotency_key_reused`: this `Idempotency-Key` was sent with another body in the last 24 h; " +
      "`idempotency_in_flight`: the first request with it is still running, retry shortly (docs/api/idempotency.md).",
  ),
  PayloadTooLarge: errorResponse("`payload_too_large`: the body is larger than the limit (docs/api/conventions.md)."),
  UnsupportedMediaType: errorResponse(
    "`unsupported_media_type`: a body sent without `Content-Type: application/json`.",
  ),
  InvalidRequest: errorResponse(
    "`invalid_request_error`: the request is well formed but cannot be done in the object's present state; " +
      "`code` says why.",
  ),
  RateLimited: {
    ...errorResponse("`rate_limited`: too many requests; retry after `Retry-After` seconds."),
    headers: apiVersionResponseHeaders.extend({
      "Retry-After": z.string().meta({ description: "Seconds to wait before retrying." }),
    }),
  },
  InternalError: errorResponse(
    "`internal_error`: a fault of ours; the message is generic and `X-Request-Id` lets support find it.",
  ),
  ServiceUnavailable: errorResponse(
    "`service_unavailable`: the service cannot answer for a moment (its database, or a directory it asks); " +
      "nothing was changed, retry later.",
  ),
} satisfies Record<string, ZodOpenApiResponseObject>;

type SharedResponse = keyof typeof sharedResponses;

/** The shared response each status names, for the statuses that have one. */
const SHARED_BY_STATUS: Record<string, SharedResponse> = {
  "400": "BadRequest",
  "401": "Unauthorized",
  "403": "Forbidden",
  "404": "NotFound",
  "409": "IdempotencyConflict",
  "413": "PayloadTooLarge",
  "415": "UnsupportedMediaType",
  "422": "InvalidRequest",
  "429": "RateLimited",
  "500": "InternalError",
  "503": "ServiceUnavailable",
};

function sharedRef(name: SharedResponse, description?: string) {
  return { $ref: `#/components/responses/${name}`, ...(description && { description }) };
}

/** A success status an operation answers; the first one listed is the usual one. */
type SuccessStatus = 200 | 201 | 202 | 204;

const SUCCESS_DESCRIPTION: Record<SuccessStatus, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No content",
};

/**
 * A group of operations. Its description is published in the document's `tags`, which is what
 * generated clients and reference pages group by. Each area exports its tags next to its paths.
 */
export interface ApiTag {
  name: string;
  description: string;
}

/** What an area publishes; server/registries/openapi-document.ts joins the areas (and nothing imports it back). */
export interface ApiArea {
  tags: ApiTag[];
  paths: ZodOpenApiPathsObject;
}

/** `<verb><Resource>` in camelCase, e.g. `createCharge`, `listWalletEntries` (docs/api/openapi.md). */
const OPERATION_ID = /^[a-z]+(?:[A-Z][a-z0-9]*)+$/;

export interface OperationSpec {
  /**
   * The method name generated clients give this operation. Published: never rename one
   * (docs/api/openapi.md says how they are formed).
   */
  operationId: string;
  summary: string;
  tag: ApiTag;
  description?: string;
  body?: z.ZodType;
  query?: z.ZodObject;
  path?: z.ZodObject;
  /** The `data` of a success answer. */
  response?: z.ZodType;
  /** A list answer: `data` is an array of `response`, with pagination. */
  list?: boolean;
  /** The success status, or several that answer the same shape (`[200, 201]`: replaced or created). */
  status?: SuccessStatus | SuccessStatus[];
  /**
   * Error answers beyond the ones every operation gives, with what this operation means by them, e.g.
   * `{ "404": "No such charge." }`. 404 is implied by a `path`; 413, 415 and 422 by a `body`; 409 by an
   * idempotent `body` (see `errorResponses`).
   */
  errors?: Record<string, string>;
  /** Public-key operations (tokenize, 3DS, fraud). */
  publicKey?: boolean;
  /**
   * Takes `Idempotency-Key` (the header parameter and 409 are published): by default an operation with a body;
   * `true` for a POST without one, `false` for a PATCH or PUT, or a POST the transport does not replay.
   * tests/openapi/idempotency-doc.test.ts holds this to the routes.
   */
  idempotent?: boolean;
  /** A non-JSON answer, e.g. `image/png`. */
  contentType?: string;
}

/**
 * The error statuses an operation can answer, with this operation's own words where it has them. Every
 * operation: 400, 401, 403, 429, 500, 503 (the transport's). A path parameter: 404. A body: 413 and 415
 * (server/http/parse.ts) and 422; an `Idempotency-Key`: 409.
 */
function errorResponses(spec: OperationSpec, idempotent: boolean): ZodOpenApiResponsesObject {
  const statuses = new Set(["400", "401", "403", "429", "500", "503", ...Object.keys(spec.errors ?? {})]);
  if (spec.path) statuses.add("404");
  if (spec.body) ["413", "415", "422"].forEach((s) => statuses.add(s));
  if (idempotent) statuses.add("409");
  const responses: Record<string, unknown> = {};
  for (const status of [...statuses].sort()) {
    const own = spec.errors?.[status];
    const shared = SHARED_BY_STATUS[status];
    responses[status] = shared ? sharedRef(shared, own) : errorResponse(own ?? "Error.");
  }
  return responses as ZodOpenApiResponsesObject;
}

/** A body every field of which may be left out: `{}` is valid, so sending none at all is too. */
function bodyIsOptional(body: z.ZodType): boolean {
  return body.safeParse({}).success;
}

export function operation(spec: OperationSpec): ZodOpenApiOperationObject {
  if (!OPERATION_ID.test(spec.operationId))
    throw new Error(`operationId "${spec.operationId}" is not <verb><Resource> in camelCase`);
  const statuses = Array.isArray(spec.status) ? spec.status : [spec.status ?? 200];
  const successSchema = spec.response
    ? spec.list
      ? z.object({ data: z.array(spec.response), pagination: paginationSchema })
      : z.object({ data: spec.response })
    : undefined;
  const idempotent = spec.idempotent ?? spec.body !== undefined;
  const responses: ZodOpenApiResponsesObject = {};
  for (const status of statuses) {
    const description = SUCCESS_DESCRIPTION[status];
    (responses as Record<string, unknown>)[String(status)] = spec.contentType
      ? {
          description,
          headers: apiVersionResponseHeaders,
          content: { [spec.contentType]: { schema: z.string().meta({ format: "binary" }) } },
        }
      : {
          description,
          headers: apiVersionResponseHeaders,
          ...(successSchema && { content: { "application/json": { schema: successSchema } } }),
        };
  }
  Object.assign(responses, errorResponses(spec, idempotent));
  const idempotencyHeader = z.string().min(1).max(255).optional().meta({
    description:
      "Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body.",
  });
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    description: spec.description,
    tags: [spec.tag.name],
    security: [{ [spec.publicKey ? "publicKey" : "basicAuth"]: [] }],
    requestParams: {
      ...(spec.query && { query: spec.query }),
      ...(spec.path && { path: spec.path }),
      header: z.object({
        ...apiVersionRequestHeader,
        ...(idempotent && { "Idempotency-Key": idempotencyHeader }),
      }),
    },
    ...(spec.body && {
      requestBody: {
        required: !bodyIsOptional(spec.body),
        content: { "application/json": { schema: spec.body } },
      },
    }),
    responses,
  };
}

export const idPath = z.object({ id: z.string().meta({ description: "The object's id (a UUID)." }) });
