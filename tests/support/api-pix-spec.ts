import fs from "node:fs";
import path from "node:path";
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { parse } from "yaml";

/**
 * The Central Bank's API Pix specification (release 2.9.0, OpenAPI 3.0), loaded from the shared data folder
 * as published, and a validator of requests and answers against it. OpenAPI 3.0 schemas are JSON Schema
 * draft 4-ish with `nullable` (which Ajv knows), `example` and `readOnly` (allowed: not strict).
 *
 * Two errata of the published file are corrected here, each a copy-paste slip that its own examples
 * contradict; nothing else is changed:
 * - `PixConsultados.required` lists `cobs` (copied from `CobsConsultadas`); the list is `pix`, as in the
 *   `getPix1` example.
 * - `WebhookCompleto.required` lists `cnpj`; the webhook is a key's (`chave`), as in `webhookResponse1`.
 * And `format: uri` is read as a URI reference: the specification's payload locations carry no scheme
 * (`pix.example.com/qr/v2/…`), as BR Codes do, and its own examples would fail a strict `uri`.
 */
const SPEC_PATH = path.resolve(process.cwd(), "..", "shared", "data", "pix", "api-pix-openapi.yaml");
const FALLBACK_PATH = "/work/shared/data/pix/api-pix-openapi.yaml";

type Json = Record<string, unknown>;

export function loadApiPixSpec(): Json {
  const file = fs.existsSync(SPEC_PATH) ? SPEC_PATH : FALLBACK_PATH;
  const doc = parse(fs.readFileSync(file, "utf8")) as Json;
  const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;
  schemas.PixConsultados.required = ["parametros", "pix"];
  schemas.WebhookCompleto.required = ["webhookUrl", "chave", "criacao"];
  return doc;
}

export interface ApiPixValidator {
  /** Validates an answer of `method path` (a template, e.g. `/cob/{txid}`) with this status. */
  answer(method: string, template: string, status: number, body: unknown): string[];
  /** Validates a request body of `method path`. */
  request(method: string, template: string, body: unknown): string[];
}

export function apiPixValidator(): ApiPixValidator {
  const doc = loadApiPixSpec();
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat("uri", { type: "string", validate: (s: string) => /^[^\s]+$/.test(s) });
  // One schema holding the whole document, so every `#/components/...` reference resolves inside it.
  ajv.addSchema({ ...doc, $id: "api-pix" }, "api-pix");
  const compiled = new Map<string, ValidateFunction>();
  const validator = (pointer: string): ValidateFunction => {
    let v = compiled.get(pointer);
    if (!v) {
      v = ajv.compile({ $ref: `api-pix#${pointer}` });
      compiled.set(pointer, v);
    }
    return v;
  };
  const esc = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const resolveRef = (node: Json): Json => {
    const ref = node.$ref as string | undefined;
    if (!ref) return node;
    return ref
      .slice(2)
      .split("/")
      .reduce<Json>((n, k) => n[k] as Json, doc);
  };
  const errors = (v: ValidateFunction, data: unknown) =>
    v(data) ? [] : (v.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message} ${JSON.stringify(e.params)}`);
  return {
    answer(method, template, status, body) {
      const op = paths[template]?.[method.toLowerCase()] as Json | undefined;
      if (!op) return [`${method} ${template} is not in the specification`];
      const responses = op.responses as Record<string, Json>;
      const res = responses[String(status)];
      if (!res) return [`${method} ${template} does not list status ${status}`];
      const content = resolveRef(res).content as Record<string, unknown> | undefined;
      if (!content) return body === null || body === undefined ? [] : ["the specification gives this status no body"];
      const [type] = Object.keys(content);
      const pointer = res.$ref
        ? `${(res.$ref as string).slice(1)}/content/${esc(type)}/schema`
        : `/paths/${esc(template)}/${method.toLowerCase()}/responses/${status}/content/${esc(type)}/schema`;
      return errors(validator(pointer), body);
    },
    request(method, template, body) {
      const op = paths[template]?.[method.toLowerCase()] as Json | undefined;
      if (!op) return [`${method} ${template} is not in the specification`];
      const rb = op.requestBody as Json;
      const content = resolveRef(rb).content as Record<string, unknown>;
      const pointer = `${(rb.$ref as string).slice(1)}/content/application~1json/schema`;
      if (!content["application/json"]) return ["no JSON body in the specification"];
      return errors(validator(pointer), body);
    },
  };
}
