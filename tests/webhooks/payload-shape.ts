import fs from "node:fs";
import path from "node:path";

/** The shape of a JSON value: its keys and the JSON type of each value, arrays by their first element. */
export type Shape = string | Shape[] | { [key: string]: Shape };

export function shapeOf(value: unknown): Shape {
  if (value === null) return "null";
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : [];
  if (typeof value === "object")
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, shapeOf(v)]));
  return typeof value;
}

/** tests/webhooks/fixtures/<version>/<event>.json: a payload recorded when the version was made. */
export function fixturePath(version: string, event: string): string {
  return path.join(import.meta.dirname, "fixtures", version, `${event}.json`);
}

/**
 * The recorded payload, or undefined after recording it now. A missing fixture is recorded once (a new
 * version or event type); an existing one is never rewritten here: its shape is the version's promise.
 */
export function recordedPayload(version: string, event: string, payload: unknown): unknown {
  const file = fixturePath(version, event);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(payload, null, 2)}\n`);
  return undefined;
}
