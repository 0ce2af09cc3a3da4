import { z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject, ZodOpenApiResponsesObject } from "zod-openapi";
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
    }),
  })
  .meta({ id: "Error" });

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: errorSchema } },
});

/** The errors every authenticated operation can answer. */
const commonErrors: ZodOpenApiResponsesObject = {
  "400": errorResponse("Validation error: `param` names the first bad field."),
  "401": errorResponse("Missing or invalid credentials, or an inactive or revoked key."),
  "403": errorResponse("Address outside the key's IP whitelist, or an admin-only operation."),
  "429": errorResponse("Rate limited; see `Retry-After`."),
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
  status?: 200 | 201 | 202 | 204;
  /** Other error answers this operation gives, e.g. `{ "404": "No such charge." }`. */
  errors?: Record<string, string>;
  /** Public-key operations (tokenize, 3DS, fraud). */
  publicKey?: boolean;
  idempotent?: boolean;
  /** A non-JSON answer, e.g. `image/png`. */
  contentType?: string;
}

export function operation(spec: OperationSpec): ZodOpenApiOperationObject {
  if (!OPERATION_ID.test(spec.operationId))
    throw new Error(`operationId "${spec.operationId}" is not <verb><Resource> in camelCase`);
  const status = String(spec.status ?? 200);
  const successSchema = spec.response
    ? spec.list
      ? z.object({ data: z.array(spec.response), pagination: paginationSchema })
      : z.object({ data: spec.response })
    : undefined;
  const responses: ZodOpenApiResponsesObject = {
    [status]: {
      description: "OK",
      headers: apiVersionResponseHeaders,
      ...(spec.contentType
        ? { content: { [spec.contentType]: { schema: z.string().meta({ format: "binary" }) } } }
        : successSchema && { content: { "application/json": { schema: successSchema } } }),
    },
    ...commonErrors,
  };
  for (const [code, description] of Object.entries(spec.errors ?? {})) {
    (responses as Record<string, unknown>)[code] = errorResponse(description);
  }
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
        ...(spec.idempotent !== false && spec.body && { "Idempotency-Key": idempotencyHeader }),
      }),
    },
    ...(spec.body && { requestBody: { required: true, content: { "application/json": { schema: spec.body } } } }),
    responses,
  };
}

export const idPath = z.object({ id: z.string().meta({ description: "The object's id (a UUID)." }) });
