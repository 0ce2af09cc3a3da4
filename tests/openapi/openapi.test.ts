import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Validator } from "@seriousme/openapi-schema-validator";
import { GET } from "@/app/v1/openapi.json/route";
import { call } from "../support/http";

type Doc = { openapi: string; paths: Record<string, Record<string, unknown>> };

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Every (method, path) that a route file under app/<dir> exports, with `[id]` written as `{id}`. */
function routesUnder(dir: string): Array<{ method: string; path: string }> {
  const root = path.join(process.cwd(), "app");
  const found: Array<{ method: string; path: string }> = [];
  const walk = (abs: string) => {
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      const full = path.join(abs, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts") {
        const source = fs.readFileSync(full, "utf8");
        const url =
          "/" +
          path
            .relative(root, abs)
            .split(path.sep)
            .map((s) => s.replace(/^\[(.+)\]$/, "{$1}"))
            .join("/");
        for (const m of METHODS) {
          if (
            new RegExp(`export\\s+(const\\s+${m}\\b|(async\\s+)?function\\s+${m}\\b|\\{[^}]*\\b${m}\\b[^}]*\\})`).test(
              source,
            )
          )
            found.push({ method: m.toLowerCase(), path: url });
        }
      }
    }
  };
  walk(path.join(root, dir));
  return found;
}

describe("GET /v1/openapi.json", () => {
  it("is an OpenAPI 3.1 document that a real validator accepts", async () => {
    const res = await call<Doc>(GET, "GET", "/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\.1\./);
    const validator = new Validator();
    const result = await validator.validate(res.body);
    // The errors, if any, say which part of the document is wrong.
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("the validator refuses a broken document (the check can fail)", async () => {
    const res = await call<Doc>(GET, "GET", "/v1/openapi.json");
    const broken = structuredClone(res.body) as Doc & { info?: unknown };
    delete broken.info;
    const result = await new Validator().validate(broken);
    expect(result.valid).toBe(false);
  });

  it("documents every /v1 route that exists", async () => {
    const res = await call<Doc>(GET, "GET", "/v1/openapi.json");
    // The catch-all (app/v1/[[...path]]) is not an operation: it answers the 404 of unknown paths.
    const routes = routesUnder("v1").filter((r) => r.path !== "/v1/openapi.json" && !r.path.includes("[..."));
    expect(routes.length).toBeGreaterThan(4);
    const missing = routes
      .filter((r) => !res.body.paths[r.path]?.[r.method])
      .map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it("describes HTTP Basic authentication", async () => {
    const res = await call<{ components: { securitySchemes: Record<string, { type: string; scheme: string }> } }>(
      GET,
      "GET",
      "/v1/openapi.json",
    );
    expect(res.body.components.securitySchemes.basicAuth).toMatchObject({ type: "http", scheme: "basic" });
  });
});
