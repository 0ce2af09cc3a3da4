import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { openApiDocument } from "@/server/registries/openapi-document";
import { lazy } from "@/server/platform/process/lazy";

/**
 * The published document as the server's own judge (issue 29, docs/api/openapi.md "The document is the
 * server"): every answer a handler test receives through `call` (tests/support/http.ts) is checked here as
 * an integrator's strict validator would check it: the status must be listed for the operation, the
 * Content-Type must be one the document names, the headers it marks required must be there, and a JSON
 * body must validate against the response's schema (`additionalProperties: false` included).
 */

type Json = Record<string, unknown>;
interface Header {
  $ref?: string;
  required?: boolean;
}
interface Response {
  $ref?: string;
  content?: Record<string, { schema?: Json }>;
  headers?: Record<string, Header>;
}
interface Operation {
  operationId: string;
  responses: Record<string, Response>;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas?: Record<string, Json>;
    responses?: Record<string, Response>;
    headers?: Record<string, Header>;
  };
}

export interface Answer {
  method: string;
  url: string;
  status: number;
  headers: Headers;
  /** The body as parsed by `call`: JSON, or the text when it was not JSON. */
  body: unknown;
  text: string;
}

/** One path template of the document, as a matcher; literal segments sort before `{param}` ones. */
interface Template {
  path: string;
  pattern: RegExp;
  params: number;
}

const SCHEMAS_ID = "https://openapi.local/components";

/** `#/components/schemas/X` becomes a reference to the schemas registered once under SCHEMAS_ID. */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (schema === null || typeof schema !== "object") return schema;
  const out: Json = {};
  for (const [k, v] of Object.entries(schema))
    out[k] =
      k === "$ref" && typeof v === "string" ? v.replace("#/components/schemas/", `${SCHEMAS_ID}#/$defs/`) : rebase(v);
  return out;
}

function templateOf(path: string): Template {
  const escaped = path
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith("{") ? "[^/]+" : part.replace(/[.*+?^$()|[\]\\]/g, "\\$&")))
    .join("");
  return { path, pattern: new RegExp(`^${escaped}$`), params: (path.match(/\{/g) ?? []).length };
}

const contract = lazy(() => {
  // The document as served: JSON, without zod's objects.
  const doc = JSON.parse(JSON.stringify(openApiDocument())) as Doc;
  // Strict: an unknown keyword or format in the document is an error of the document, not silently ignored.
  // `example` and `discriminator` are OpenAPI's own annotations (the `oneOf` beside a discriminator does the
  // validating); union types are how 3.1 writes nullable.
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addKeyword({ keyword: "example" });
  ajv.addKeyword({ keyword: "discriminator" });
  ajv.addSchema({ $id: SCHEMAS_ID, $defs: rebase(doc.components.schemas ?? {}) as Json });
  const templates = Object.keys(doc.paths)
    .map(templateOf)
    .sort((a, b) => a.params - b.params);
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (key: string, schema: Json) => {
    let v = validators.get(key);
    if (!v) validators.set(key, (v = ajv.compile(rebase(schema) as Json)));
    return v;
  };
  return { doc, templates, validatorFor };
});

/** The documented operation for a method and a URL, or undefined when the document does not describe the path. */
export function operationFor(method: string, url: string): { path: string; operation?: Operation } | undefined {
  const { doc, templates } = contract();
  const pathname = new URL(url, "http://localhost").pathname;
  const template = templates.find((t) => t.pattern.test(pathname));
  return template && { path: template.path, operation: doc.paths[template.path][method.toLowerCase()] };
}

function resolveResponse(response: Response): Response {
  if (!response.$ref) return response;
  const name = response.$ref.replace("#/components/responses/", "");
  const found = contract().doc.components.responses?.[name];
  if (!found) throw new Error(`The document references a missing response ${response.$ref}`);
  return found;
}

/** A header as published, or the one under components/headers it references (`Pagamentos-Version`). */
function resolveHeader(header: Header): Header {
  if (!header.$ref) return header;
  const found = contract().doc.components.headers?.[header.$ref.replace("#/components/headers/", "")];
  if (!found) throw new Error(`The document references a missing header ${header.$ref}`);
  return found;
}

function mediaType(headers: Headers): string | undefined {
  return headers.get("content-type")?.split(";")[0].trim().toLowerCase() || undefined;
}

/**
 * What is wrong with an answer, measured against the document: an empty list when it agrees. Paths the
 * document does not describe are not checked (see `call`); a documented path whose method is not documented is.
 */
export function contractProblems(answer: Answer): string[] {
  const found = operationFor(answer.method, answer.url);
  if (!found) return [];
  const where = `${answer.method.toUpperCase()} ${found.path}`;
  if (!found.operation) return [`${where} is not in the document`];
  const { operation } = found;
  const listed = operation.responses[String(answer.status)];
  if (!listed)
    return [
      `${where} answered ${answer.status}, which the document does not list (it lists ${Object.keys(operation.responses).join(", ")})`,
    ];
  const response = resolveResponse(listed);
  const problems: string[] = [];
  for (const [name, header] of Object.entries(response.headers ?? {}))
    if (resolveHeader(header).required && !answer.headers.has(name))
      problems.push(`${where} ${answer.status}: no ${name} header`);
  const type = mediaType(answer.headers);
  if (!response.content) {
    if (answer.text !== "") problems.push(`${where} ${answer.status}: a body (${type}) where the document has none`);
    return problems;
  }
  const media = type && response.content[type];
  if (!media) {
    problems.push(
      `${where} ${answer.status}: Content-Type ${type ?? "(none)"}; the document says ${Object.keys(response.content).join(", ")}`,
    );
    return problems;
  }
  if (type === "application/json" && media.schema) {
    const validate = contract().validatorFor(`${operation.operationId} ${answer.status}`, media.schema);
    if (!validate(answer.body))
      for (const e of validate.errors ?? [])
        problems.push(
          `${where} ${answer.status}: body${e.instancePath} ${e.message}${e.params && "additionalProperty" in e.params ? ` '${String(e.params.additionalProperty)}'` : ""}`,
        );
  }
  return problems;
}

/**
 * What the document's `webhooks` say is wrong with a payload the service sends for `event`: its request body
 * schema, validated as strictly as the answers are. An event the document does not describe is a problem too.
 */
export function webhookPayloadProblems(event: string, payload: unknown): string[] {
  const { doc, validatorFor } = contract();
  const webhooks = (doc as Doc & { webhooks?: Record<string, { post?: WebhookOperation }> }).webhooks ?? {};
  const schema = webhooks[event]?.post?.requestBody?.content?.["application/json"]?.schema;
  if (!schema) return [`the document's webhooks do not describe ${event}`];
  const validate = validatorFor(`webhook ${event}`, schema);
  if (validate(payload)) return [];
  return (validate.errors ?? []).map(
    (e) =>
      `${event}: body${e.instancePath} ${e.message}${e.params && "additionalProperty" in e.params ? ` '${String(e.params.additionalProperty)}'` : ""}`,
  );
}

interface WebhookOperation {
  requestBody?: { content?: Record<string, { schema?: Json }> };
}
