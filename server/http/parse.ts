import { z } from "zod";
import { ValidationError, type FieldIssue } from "./errors";

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

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationErrorFrom(result.error);
  return result.data;
}

/** Reads a JSON body; an empty body is `{}`, malformed JSON is a 400. */
export async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ValidationError("The request body is not valid JSON.", "body", undefined, "invalid_json");
  }
}

export async function parseBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJson(req));
}

/** Query strings: repeated keys become arrays, single keys strings. */
export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  const params = new URL(req.url).searchParams;
  const obj: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    obj[key] = all.length > 1 ? all : all[0];
  }
  return parseWith(schema, obj);
}

export function parseId(id: string, resource = "id"): string {
  // Malformed ids are simply unknown: the same 404 as a missing or foreign one.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return "00000000-0000-0000-0000-000000000000";
  void resource;
  return id.toLowerCase();
}
