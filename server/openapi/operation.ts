import { z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiResponsesObject } from "zod-openapi";
import { paginationSchema } from "@/server/http/pagination";

export const errorSchema = z
  .object({
    error: z.object({
      type: z.enum([
        "validation_error",
        "authentication_error",
        "permission_error",
        "not_found",
        "idempotency_error",
        "invalid_request_error",
        "rate_limited",
        "api_error",
      ]),
      code: z.string(),
      message: z.string(),
      param: z.string().optional().meta({ description: "The first bad field, e.g. `amount` or `customer.email`." }),
      details: z.array(z.object({ param: z.string(), message: z.string() })).optional(),
    }),
  })
  .meta({ id: "Error" });

const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: errorSchema } } });

/** The errors every authenticated operation can answer. */
const commonErrors: ZodOpenApiResponsesObject = {
  "400": errorResponse("Validation error: `param` names the first bad field."),
  "401": errorResponse("Missing or invalid credentials, or an inactive or revoked key."),
  "403": errorResponse("Address outside the key's IP whitelist, or an admin-only operation."),
  "429": errorResponse("Rate limited; see `Retry-After`."),
};

export interface OperationSpec {
  summary: string;
  tag: string;
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
  const status = String(spec.status ?? 200);
  const successSchema = spec.response
    ? spec.list
      ? z.object({ data: z.array(spec.response), pagination: paginationSchema })
      : z.object({ data: spec.response })
    : undefined;
  const responses: ZodOpenApiResponsesObject = {
    [status]: spec.contentType
      ? { description: "OK", content: { [spec.contentType]: { schema: z.string().meta({ format: "binary" }) } } }
      : { description: "OK", ...(successSchema && { content: { "application/json": { schema: successSchema } } }) },
    ...commonErrors,
  };
  for (const [code, description] of Object.entries(spec.errors ?? {})) {
    (responses as Record<string, unknown>)[code] = errorResponse(description);
  }
  const idempotencyHeader = z.string().min(1).max(255).optional().meta({
    description: "Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body.",
  });
  return {
    summary: spec.summary,
    description: spec.description,
    tags: [spec.tag],
    security: [{ [spec.publicKey ? "publicKey" : "basicAuth"]: [] }],
    requestParams: {
      ...(spec.query && { query: spec.query }),
      ...(spec.path && { path: spec.path }),
      ...(spec.idempotent !== false && spec.body && { header: z.object({ "Idempotency-Key": idempotencyHeader }) }),
    },
    ...(spec.body && { requestBody: { required: true, content: { "application/json": { schema: spec.body } } } }),
    responses,
  };
}

export const idPath = z.object({ id: z.string().meta({ description: "The object's id (a UUID)." }) });
