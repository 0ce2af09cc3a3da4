import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The OpenAPI registry points one way (docs/api/openapi.md): server/registries/openapi-document.ts imports the areas'
 * openapi.ts files; the areas import server/platform/openapi/operation.ts, which imports no area; nothing in server/
 * imports document.ts back.
 */
const ROOT = process.cwd();
const DOCUMENT = "server/registries/openapi-document.ts";
const OPERATION = "server/platform/openapi/operation.ts";
/** What operation.ts may reach: itself, the error types, the list envelope and the shared vocabularies. */
const SHARED = [
  "server/platform/openapi/",
  "server/platform/lists/",
  "server/platform/errors/",
  "server/universal/",
  "db/vocabularies.ts",
];

/** The repository files `file` imports (type-only imports included), relative to the root. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(ROOT, file), "utf8"), true, true);
  const found: string[] = [];
  for (const { fileName: spec } of importedFiles) {
    let base: string;
    if (spec.startsWith("@/")) base = spec.slice(2);
    else if (spec.startsWith(".")) base = path.join(path.dirname(file), spec);
    else continue;
    const hit = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
      .map((ext) => base + ext)
      .find(
        (candidate) => fs.existsSync(path.join(ROOT, candidate)) && fs.statSync(path.join(ROOT, candidate)).isFile(),
      );
    if (hit) found.push(hit.split(path.sep).join("/"));
  }
  return found;
}

function reachableFrom(start: string): Set<string> {
  const seen = new Set<string>([start]);
  const queue = [start];
  for (let file = queue.pop(); file; file = queue.pop())
    for (const next of importsOf(file))
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
  return seen;
}

function sourceFilesUnder(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}

/** Every area's openapi.ts: areas sit in the groups of server/ (server/<group>/<area>/openapi.ts). */
const areaOpenApiFiles = fs
  .readdirSync(path.join(ROOT, "server"), { withFileTypes: true })
  .filter((group) => group.isDirectory())
  .flatMap((group) =>
    fs.readdirSync(path.join(ROOT, "server", group.name)).map((area) => `server/${group.name}/${area}/openapi.ts`),
  )
  .filter((file) => fs.existsSync(path.join(ROOT, file)));

describe("the OpenAPI registry's direction", () => {
  it("the import reader sees real imports (the checks below can fail)", () => {
    expect(importsOf(DOCUMENT)).toEqual(expect.arrayContaining(["server/payments/charges/openapi.ts", OPERATION]));
    expect(reachableFrom(DOCUMENT).has("server/payments/charges/schemas.ts")).toBe(true);
  });

  it("operation.ts reaches no area, only the shared transport pieces", () => {
    const outside = [...reachableFrom(OPERATION)].filter((f) => !SHARED.some((dir) => f.startsWith(dir)));
    expect(outside).toEqual([]);
    expect(reachableFrom(OPERATION).has(DOCUMENT)).toBe(false);
  });

  it("nothing in server/ imports document.ts back", () => {
    const importers = sourceFilesUnder("server").filter((f) => f !== DOCUMENT && importsOf(f).includes(DOCUMENT));
    expect(importers).toEqual([]);
  });

  it("document.ts joins every area's openapi.ts", () => {
    expect(areaOpenApiFiles.length).toBeGreaterThan(15);
    const missing = areaOpenApiFiles.filter((f) => !importsOf(DOCUMENT).includes(f));
    expect(missing).toEqual([]);
  });
});
