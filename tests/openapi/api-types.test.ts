import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_TYPES_FILE, apiTypesSource } from "@/scripts/api-types";
import { openApiDocument } from "@/server/registries/openapi-document";

/**
 * The published types (`@pagamentos/sdk/api`) are what `npm run api:types` generates from the document as the
 * server builds it now: a change to the document without its types, or an edit by hand, fails here.
 */
describe("sdk/api/payments-api.d.ts", () => {
  it("is what the live document generates (run `npm run api:types` after changing the document)", async () => {
    expect(fs.readFileSync(API_TYPES_FILE, "utf8")).toBe(await apiTypesSource());
  });

  it("is what the SDK package publishes as @pagamentos/sdk/api", () => {
    const sdk = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../../sdk/package.json"), "utf8"));
    expect(sdk.exports["./api"]).toEqual({ types: "./api/payments-api.d.ts" });
    expect(sdk.files).toContain("api");
    expect(path.relative(path.dirname(path.dirname(API_TYPES_FILE)), API_TYPES_FILE)).toBe("api/payments-api.d.ts");
  });

  it("differs once the document changes (the comparison can fail)", async () => {
    const before = await apiTypesSource();
    const schemas = openApiDocument().components?.schemas as Record<string, { description?: string }>;
    schemas.Bank.description = "A description the committed file does not have.";
    const after = await apiTypesSource();
    expect(after).not.toBe(before);
    expect(after).toContain("A description the committed file does not have.");
  });
});
