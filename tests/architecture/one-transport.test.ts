import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every route file answers through the one transport wrapper (server/http/route.ts), which owns request
 * ids, authentication, idempotency, error mapping and the headers of pages (ARCHITECTURE.md): a handler
 * written as a bare function would skip all of them.
 */
const APP = path.resolve(import.meta.dirname, "../../app");

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return e.name === "route.ts" ? [full] : [];
  });
}

const METHOD_EXPORT = /export\s+(?:async\s+)?(?:function|const)\s+(GET|POST|PUT|PATCH|DELETE|OPTIONS|HEAD)\b[^\n]*/g;

/** The exports that are not made by route() (or by CORS around a route(), or the CORS preflight). */
export function unwrappedExports(source: string): string[] {
  const out: string[] = [];
  // `export const { GET, POST } = handlers` hands the methods out unwrapped.
  for (const m of source.matchAll(/export\s+const\s+\{[^}]*\}[^\n]*/g)) out.push(`destructured: ${m[0].trim()}`);
  for (const m of source.matchAll(METHOD_EXPORT)) {
    const line = m[0];
    const wrapped = /=\s*route[<(]/.test(line) || /=\s*withCors\(/.test(line) || /=\s*corsPreflight;/.test(line);
    if (!wrapped) out.push(`${m[1]}: ${line.trim()}`);
  }
  return out;
}

describe("one transport wrapper", () => {
  it("recognises a bare handler (the check can fail)", () => {
    expect(unwrappedExports("export async function GET(req: Request) {}")).toHaveLength(1);
    expect(unwrappedExports("export const { GET, POST } = handlers;")).toHaveLength(1);
    expect(unwrappedExports('export const POST = route({ auth: "secret" }, async () => x);')).toEqual([]);
  });

  it("wraps every exported method of every route file", () => {
    const files = routeFiles(APP);
    expect(files.length).toBeGreaterThan(30);
    const bare = files.flatMap((f) =>
      unwrappedExports(fs.readFileSync(f, "utf8")).map((e) => `${path.relative(APP, f)} ${e}`),
    );
    expect(bare).toEqual([]);
  });
});
