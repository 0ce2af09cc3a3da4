import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { takesIdempotencyKey, type RouteOptions } from "@/server/http/route";
import { openApiDocument } from "@/server/registries/openapi-document";

/**
 * The document and the transport agree on `Idempotency-Key` (docs/api/idempotency.md): every route whose POST the
 * transport replays (server/http/route.ts `takesIdempotencyKey`) publishes the header parameter and the 409, and
 * every operation that publishes either is such a route. A route that took keys undocumented would replay answers
 * an integrator does not expect; a documented key the route ignored would promise a safety that is not there.
 */
const APP = path.join(import.meta.dirname, "../../app");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

interface Operation {
  parameters?: Array<{ in?: string; name?: string }>;
  responses: Record<string, unknown>;
}

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // next-auth's own handlers do not go through route().
    if (entry.isDirectory()) return full === path.join(APP, "api", "auth") ? [] : routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** `app/v1/charges/[id]/route.ts` → `/v1/charges/{id}`; `[...key]` → `{key}`; route groups `(x)` vanish. */
function templateOf(file: string): string {
  const segments = path
    .relative(APP, path.dirname(file))
    .split(path.sep)
    .filter((s) => !/^\(.*\)$/.test(s))
    .map((s) => s.replace(/^\[(?:\.\.\.)?([^\]]+)\]$/, "{$1}"));
  return `/${segments.join("/")}`;
}

type Handler = { routeOptions?: RouteOptions };

/**
 * `METHOD /template` of every route handler the transport replays keys for, among the paths the document
 * describes (that every /v1 route is described is tests/openapi/openapi.test.ts's check; the hosted pages' own
 * calls such as `/checkout/{id}/pay` are not API operations).
 */
async function routesTakingKeys(describedPaths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const file of routeFiles(APP)) {
    if (!describedPaths.includes(templateOf(file))) continue;
    const routeModule = (await import(/* @vite-ignore */ file)) as Record<string, Handler | undefined>;
    for (const method of METHODS) {
      const options = routeModule[method]?.routeOptions;
      if (options && takesIdempotencyKey(method, options)) found.push(`${method} ${templateOf(file)}`);
    }
  }
  return found.sort();
}

function documented(): { header: string[]; conflict: string[] } {
  const paths = (openApiDocument().paths ?? {}) as Record<string, Record<string, Operation>>;
  const header: string[] = [];
  const conflict: string[] = [];
  for (const [url, item] of Object.entries(paths))
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method.toUpperCase())) continue;
      const key = `${method.toUpperCase()} ${url}`;
      if ((op.parameters ?? []).some((p) => p.in === "header" && p.name === "Idempotency-Key")) header.push(key);
      if ("409" in op.responses) conflict.push(key);
    }
  return { header: header.sort(), conflict: conflict.sort() };
}

describe("Idempotency-Key: the document and the routes", () => {
  it("publish the header and the 409 on exactly the routes that replay keys", async () => {
    const routes = await routesTakingKeys(Object.keys(openApiDocument().paths ?? {}));
    expect(routes.length).toBeGreaterThan(20);
    const { header, conflict } = documented();
    expect(header).toEqual(routes);
    expect(conflict).toEqual(routes);
  }, 60_000);

  it("tells the routes apart by method, caller and opt-out (the check can fail)", () => {
    expect(takesIdempotencyKey("POST", { auth: "secret" })).toBe(true);
    expect(takesIdempotencyKey("POST", { auth: "checkout" })).toBe(true);
    expect(takesIdempotencyKey("PATCH", { auth: "secret" })).toBe(false);
    expect(takesIdempotencyKey("POST", { auth: "none" })).toBe(false);
    expect(takesIdempotencyKey("POST", { auth: "public", idempotency: false })).toBe(false);
    expect(templateOf(path.join(APP, "media/[...key]/route.ts"))).toBe("/media/{key}");
    expect(templateOf(path.join(APP, "v1/charges/[id]/capture/route.ts"))).toBe("/v1/charges/{id}/capture");
  });
});
