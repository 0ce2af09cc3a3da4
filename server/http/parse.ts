import { z } from "zod";
import { config } from "@/server/platform/config";
import { PayloadTooLargeError, ValidationError, type FieldIssue } from "@/server/platform/errors";

function issuePath(path: PropertyKey[]): string {
  return path.map(String).join(".");
}

/** Zod issues as the error envelope's `details`; unknown keys name the key itself. */
export function zodIssues(error: z.ZodError): FieldIssue[] {
  const out: FieldIssue[] = [];
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        out.push({ param: issuePath([...issue.path, key]), message: `Unknown field '${key}'.` });
      }
    } else {
      out.push({ param: issuePath(issue.path) || "body", message: issue.message });
    }
  }
  return out;
}

export function validationErrorFrom(error: z.ZodError): ValidationError {
  const details = zodIssues(error);
  const first = details[0];
  return new ValidationError(first ? `${first.param}: ${first.message}` : "Invalid request.", first?.param, details);
}

/** How deep any body or query may nest (objects in arrays in objects…): far beyond any real request. */
export const INPUT_MAX_DEPTH = 32;

function inputIssue(path: PropertyKey[], message: string): ValidationError {
  const param = issuePath(path) || "body";
  return new ValidationError(`${param}: ${message}`, param);
}

/**
 * Checks a parsed body or query before its schema, for every route in one place, without recursion (a
 * body nested 10,000 deep must not overflow the stack anywhere after this): no string, and no key,
 * may hold the NUL character, which PostgreSQL refuses in text (so it would otherwise fail at the
 * database as a 500); and nothing may nest deeper than INPUT_MAX_DEPTH.
 */
export function assertPlainInput(input: unknown): void {
  const stack: Array<{ value: unknown; path: PropertyKey[] }> = [{ value: input, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) throw inputIssue(path, "Must not contain the NUL character (\\u0000).");
    } else if (value !== null && typeof value === "object") {
      if (path.length >= INPUT_MAX_DEPTH) throw inputIssue(path, `Nested deeper than ${INPUT_MAX_DEPTH} levels.`);
      for (const [k, v] of Object.entries(value)) {
        const at = [...path, Array.isArray(value) ? Number(k) : k];
        if (k.includes("\u0000")) throw inputIssue(path, "A key must not contain the NUL character (\\u0000).");
        stack.push({ value: v, path: at });
      }
    }
  }
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  assertPlainInput(input);
  const result = schema.safeParse(input);
  if (!result.success) throw validationErrorFrom(result.error);
  return result.data;
}

/**
 * The most a route reads of a body, in bytes: JSON_BODY_MAX_BYTES, or for the upload routes (an image
 * sent as base64 inside JSON) UPLOAD_MAX_BYTES in base64 plus room for the rest of the body.
 */
export interface BodyLimit {
  maxBytes: number;
  /** What the 413 names: the body, or for an upload the image that made it too large. */
  param: "body" | "file";
}

export function bodyLimit(kind: "json" | "upload" = "json"): BodyLimit {
  const cfg = config();
  return kind === "upload"
    ? { maxBytes: Math.ceil((cfg.UPLOAD_MAX_BYTES * 4) / 3) + 64 * 1024, param: "file" }
    : { maxBytes: cfg.JSON_BODY_MAX_BYTES, param: "body" };
}

function tooLarge(limit: BodyLimit): PayloadTooLargeError {
  return limit.param === "file"
    ? new PayloadTooLargeError(
        `file: The image is larger than ${Math.floor(config().UPLOAD_MAX_BYTES / 1024)} KB.`,
        "file",
      )
    : new PayloadTooLargeError(`The request body is larger than ${limit.maxBytes} bytes.`, "body");
}

/**
 * The client closed the connection before its body had all arrived (Node's `aborted`, code ECONNRESET): a 400 about
 * the body, not a lost database connection (a socket code alone answered 503 and logged "database unavailable").
 */
function bodyCutShort(): never {
  throw new ValidationError("The request body ended before it was complete.", "body");
}

/**
 * A body's bytes, refused with 413 `payload_too_large` once it passes the limit: a declared
 * Content-Length over the limit before anything is read, a streamed body as soon as it passes it.
 */
export async function readBodyBytes(req: Request, max: BodyLimit | number = bodyLimit()): Promise<Buffer> {
  const limit: BodyLimit = typeof max === "number" ? { maxBytes: max, param: "body" } : max;
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit.maxBytes) throw tooLarge(limit);
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(bodyCutShort);
    if (done) break;
    size += value.byteLength;
    if (size > limit.maxBytes) {
      // Not awaited: cancelling one branch of a cloned (teed) body settles only once both are.
      void reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** A body as text, within the limit (413 beyond, as `readBodyBytes`). */
export async function readBodyText(req: Request, max: BodyLimit | number = bodyLimit()): Promise<string> {
  return (await readBodyBytes(req, max)).toString("utf8");
}

/** `application/json`, or a `+json` type, with any parameters (`; charset=utf-8`). */
export function isJsonContentType(header: string | null): boolean {
  const type = (header ?? "").split(";")[0].trim().toLowerCase();
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/**
 * Reads a JSON body within `limit` (a BodyLimit, or bytes); an empty body is `{}`, malformed JSON is a 400.
 * A body must say it is JSON: one sent as `text/plain`, form-encoded or without a Content-Type is a 415
 * `unsupported_media_type` (a cross-site form can post `text/plain` without a preflight, and a form-encoded
 * body read as JSON would only fail later, less clearly).
 */
export async function readJson(req: Request, limit: BodyLimit | number = bodyLimit()): Promise<unknown> {
  const text = await readBodyText(req, limit);
  if (!text.trim()) return {};
  if (!isJsonContentType(req.headers.get("content-type"))) {
    throw new ValidationError(
      "The request body must be JSON, sent with `Content-Type: application/json`.",
      "body",
      undefined,
      "unsupported_media_type",
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ValidationError("The request body is not valid JSON.", "body", undefined, "invalid_json");
  }
}

export async function parseBody<S extends z.ZodType>(
  req: Request,
  schema: S,
  limit: BodyLimit | number = bodyLimit(),
): Promise<z.output<S>> {
  return parseWith(schema, await readJson(req, limit));
}

/** The number schema under `optional`/`default`/`nullable`, when a query field is one that coerces. */
function coercedNumber(field: z.ZodType | undefined): z.ZodNumber | undefined {
  let t: z.ZodType | undefined = field;
  while (t instanceof z.ZodOptional || t instanceof z.ZodDefault || t instanceof z.ZodNullable)
    t = t.unwrap() as z.ZodType;
  return t instanceof z.ZodNumber && t._zod.def.coerce ? t : undefined;
}

/**
 * Numbers in a query string are written in decimal. `z.coerce.number()` alone would read `0x10` as 16,
 * `1e3` as 1000, ` 7` as 7 and an empty `amount_min=` as 0; each is refused here, for every query schema
 * at once, with a 400 naming the field (docs/api/conventions.md).
 */
function assertDecimalNumbers(schema: z.ZodType, obj: Record<string, string | string[]>): void {
  if (!(schema instanceof z.ZodObject)) return;
  const shape = schema.shape as Record<string, z.ZodType>;
  for (const [key, value] of Object.entries(obj)) {
    const num = coercedNumber(shape[key]);
    if (!num) continue;
    const decimal = num.isInt ? /^-?\d{1,16}$/ : /^-?\d{1,16}(\.\d{1,16})?$/;
    for (const v of Array.isArray(value) ? value : [value]) {
      if (!decimal.test(v)) {
        const message = num.isInt ? "Expected a decimal integer." : "Expected a decimal number.";
        throw new ValidationError(`${key}: ${message}`, key);
      }
    }
  }
}

/** Query strings: repeated keys become arrays, single keys strings. */
export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  const params = new URL(req.url).searchParams;
  const obj: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    obj[key] = all.length > 1 ? all : all[0];
  }
  assertPlainInput(obj);
  assertDecimalNumbers(schema, obj);
  return parseWith(schema, obj);
}

export function parseId(id: string, resource = "id"): string {
  // Malformed ids are simply unknown: the same 404 as a missing or foreign one.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    return "00000000-0000-0000-0000-000000000000";
  void resource;
  return id.toLowerCase();
}
