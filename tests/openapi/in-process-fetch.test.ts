import createClient from "openapi-fetch";
import type { paths } from "@pagamentos/sdk/api";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/server/registries/openapi-document";
import { createTestMerchant } from "@/tests/support/fixtures";
import { inProcessFetch } from "@/tests/support/in-process-fetch";

/**
 * The typed journey (typed-journey.test.ts) relies on `inProcessFetch` holding every answer to the document.
 * Here the document this process judges by loses a field the server answers (before the judge is built, in this
 * file's own process), so the same call through the same client must fail. It changes a module's value, so it needs
 * a module graph of its own (vitest.config.ts).
 */
describe("inProcessFetch", () => {
  it("routes a typed client's call to the route file, and throws when the answer does not validate", async () => {
    const schemas = openApiDocument().components?.schemas as Record<
      string,
      { properties: Record<string, unknown>; required?: string[] }
    >;
    const bank = schemas.Bank;
    delete bank.properties.short_name;
    bank.required = bank.required?.filter((f) => f !== "short_name");

    const m = await createTestMerchant();
    const api = createClient<paths>({
      baseUrl: "http://localhost",
      fetch: inProcessFetch,
      headers: { Authorization: m.auth },
    });
    // A literal segment wins over a parameter: /v1/banks/ispb/{ispb} is not /v1/banks/{code}.
    await expect(api.GET("/v1/banks/ispb/{ispb}", { params: { path: { ispb: "60701190" } } })).rejects.toThrow(
      /GET \/v1\/banks\/ispb\/\{ispb\} 200: body\/data must NOT have additional properties 'short_name'/,
    );
    await expect(api.GET("/v1/banks/{code}", { params: { path: { code: "341" } } })).rejects.toThrow(
      /GET \/v1\/banks\/\{code\} 200: body\/data must NOT have additional properties 'short_name'/,
    );
  });
});
