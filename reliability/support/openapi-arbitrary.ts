import fc from "fast-check";

/**
 * fast-check arbitraries from the OpenAPI document's JSON Schemas: values that follow the schema
 * most of the time (so requests get past validation into the verbs) and hostile ones otherwise
 * (huge, unicode, NUL bytes, wrong types, deep nesting, edge dates and numbers).
 */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  nullable?: boolean;
};

export interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Operation {
  operationId?: string;
  parameters?: Array<{ name: string; in: "path" | "query" | "header" | "cookie"; required?: boolean; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** Strings no service should choke on. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "%00",
    "%FF",
    "%",
    "../../etc/passwd",
    "' or 1=1 --",
    "<script>alert(1)</script>",
    "\u202Egnp.exe",
    "𝕳𝖊𝖑𝖑𝖔 🧨👩‍👩‍👧‍👦",
    "ﷺ",
    "\uD800",
    "9999-12-31",
    "0000-00-00",
    "2026-02-30",
    "NaN",
    "Infinity",
    "-1",
    "1e309",
    "0x10",
    "null",
    "[]",
    "{}",
    "true",
  ),
  fc.string({ unit: "grapheme", maxLength: 64 }),
  fc.string({ unit: "binary", maxLength: 64 }),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => "x".repeat(n)),
  fc.integer({ min: 100, max: 5_000 }).map((n) => "é".repeat(n)),
);

const hostileNumber = fc.constantFrom(
  -1,
  0,
  0.5,
  -0,
  1e308,
  -1e308,
  2 ** 53,
  2 ** 63,
  Number.MAX_SAFE_INTEGER + 2,
  123456789012345,
);

/** Any JSON value of the wrong kind, deep nesting included. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { "": "" }, { __proto__: { admin: true } }),
  // Deeper than this breaks JSON.stringify itself; deeper bodies are sent raw (deepJsonBody).
  fc.integer({ min: 50, max: 2_000 }).map((depth) => {
    let v: unknown = "deep";
    for (let i = 0; i < depth; i++) v = { a: v };
    return v;
  }),
  fc.integer({ min: 1_000, max: 50_000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
);

export function resolve(doc: Doc, schema: Schema | undefined): Schema {
  let s = schema ?? {};
  for (let i = 0; i < 20 && s.$ref; i++) {
    const name = s.$ref.split("/").pop()!;
    s = doc.components?.schemas?.[name] ?? {};
  }
  return s;
}

function typeOf(s: Schema): string | undefined {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== "null");
  return s.type;
}

function stringFor(s: Schema): fc.Arbitrary<string> {
  switch (s.format) {
    case "uuid":
      return fc.uuid();
    case "date":
      return fc
        .date({ min: new Date("1900-01-01"), max: new Date("9999-12-31"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case "date-time":
      return fc
        .date({ min: new Date("1900-01-01"), max: new Date("9999-12-31"), noInvalidDate: true })
        .map((d) => d.toISOString());
    case "email":
      return fc.emailAddress();
    case "uri":
    case "url":
      return fc.webUrl();
  }
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? 40, 80));
  return fc.string({ unit: "grapheme", minLength: min, maxLength: max });
}

/** A value for `schema`: conforming, with hostile values mixed in at every level. */
export function valueOf(doc: Doc, schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(doc, schema);
  const conforming = conformingOf(doc, s, depth);
  return fc.oneof({ weight: 6, arbitrary: conforming }, { weight: 1, arbitrary: hostileValue });
}

function conformingOf(doc: Doc, s: Schema, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const alternatives = s.oneOf ?? s.anyOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => valueOf(doc, a, depth + 1)));
  if (s.allOf?.length) {
    const merged: Schema = { type: "object", properties: {}, required: [] };
    for (const part of s.allOf.map((p) => resolve(doc, p))) {
      Object.assign(merged.properties!, part.properties ?? {});
      merged.required!.push(...(part.required ?? []));
    }
    return conformingOf(doc, merged, depth);
  }
  if (depth > 6) return fc.constant(null);
  switch (typeOf(s) ?? (s.properties ? "object" : undefined)) {
    case "string":
      return stringFor(s);
    case "integer":
      return fc.integer({ min: Math.max(s.minimum ?? -1_000, -1e9), max: Math.min(s.maximum ?? 1_000_000, 1e12) });
    case "number":
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(valueOf(doc, s.items, depth + 1), { maxLength: Math.min(s.maxItems ?? 3, 3) });
    case "object": {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const entries = Object.keys(props);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const k of entries) record[k] = valueOf(doc, props[k], depth + 1);
      const base = entries.length
        ? fc.record(record, { requiredKeys: entries.filter((k) => required.has(k)) })
        : fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
      // Now and then a field the schema does not know (strict bodies must refuse it).
      return fc
        .tuple(base, fc.option(fc.tuple(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 })), { freq: 8 }))
        .map(([o, extra]) => (extra ? { ...(o as object), [extra[0]]: extra[1] } : o));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A query or path value: the schema's value as text, or hostile text. */
export function textOf(doc: Doc, schema: Schema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 5,
      arbitrary: conformingOf(doc, resolve(doc, schema), 5).map((v) =>
        typeof v === "string" ? v : (JSON.stringify(v) ?? ""),
      ),
    },
    { weight: 2, arbitrary: hostileString },
  );
}

/** A JSON body nested `depth` deep in the field `field`, as text (too deep for JSON.stringify). */
export const deepJsonBody: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom("metadata", "items", "customer", "split", "description"),
    fc.integer({ min: 5_000, max: 50_000 }),
  )
  .map(([field, depth]) => `{"${field}":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}`);
